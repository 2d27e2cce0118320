/*
 * uPlot draws on a canvas, which jsdom does not have: tests get this stand-in, which records
 * what each chart was asked to draw (`FakePlot.drawn`), so a test can check the chart's data.
 */
type Data = [xs: number[], ...series: number[][]];

export default class FakePlot {
  static drawn: Data[] = [];
  static paths = { bars: () => () => null };

  constructor(_options: unknown, data: Data) {
    FakePlot.drawn.push(data);
  }

  setSize() {}

  destroy() {}
}
