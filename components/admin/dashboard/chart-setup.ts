'use client';
// chart.js is tree-shaken: only the parts the dashboard draws are registered (pie, bar, line, tooltip, legend).
// Every chart component imports this module, so the registration runs before the first chart renders.
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

export { chartPalette, paletteFor, withPercentages } from './chart-palette';
