import { RouterProvider } from 'react-router-dom';
import { store } from '@/store';
import { AppProvider, connectApiClient } from './provider';
import { createRouter } from './router';

connectApiClient(store);
const router = createRouter();

export function App() {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
