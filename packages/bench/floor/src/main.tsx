import './floor.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

/**
 * The bench's floor (issue 26): what any site made of the card's libraries costs before it does
 * anything, so a route's figures are read as ratios to it, measured in the same run. React, its DOM,
 * React Router in declarative mode and TanStack Query, set up as the sites set them up, and one static screen.
 */
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route
            path="*"
            element={
              <main className="floor">
                <h1>Ví trò chơi</h1>
                <p>Nạp tiền, rút tiền và chơi game bằng VND.</p>
              </main>
            }
          />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
