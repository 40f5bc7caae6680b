// chart.js is tree-shaken: only what the history charts draw is registered (line and bar charts on a category axis,
// tooltips, the compare chart's legend). Imported by the charts alone, which load when they scroll into view.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

export { Chart };
