import { act, render, screen } from '@testing-library/react';
import { activateLanguage } from '@/lib/i18n';
import { ActivityChanges } from './activity-changes';

const changes = [
  { field: 'full_name', before: 'Meera Nair', after: 'Meera Iyer' },
  { field: 'drivers', before: 'write', after: 'read' },
  { field: 'reveal', before: 'no', after: 'yes' },
  { field: 'name', before: null, after: 'read' },
];

describe("a record's changed fields", () => {
  it("names the fields and the log's own words in Hindi, names and text as logged", async () => {
    await activateLanguage('hi');
    try {
      render(<ActivityChanges changes={changes} />);
      const [name, drivers, reveal, other] = screen.getAllByRole('listitem');
      expect(name).toHaveTextContent('पूरा नाम: Meera Nair → से बदलकर Meera Iyer');
      expect(drivers).toHaveTextContent('ड्राइवर: देखना और बदलना → से बदलकर सिर्फ़ देखना');
      expect(reveal).toHaveTextContent('निजी जानकारी देखना: नहीं → से बदलकर हाँ');
      // A value that only looks like a permission level is a record's text: kept.
      expect(other).toHaveTextContent('नाम: खाली → से बदलकर read');
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});
