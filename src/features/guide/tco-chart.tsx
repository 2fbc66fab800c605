import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TcoMonth, TcoOption } from '../../domain/calculators/tco';

export interface TcoChartProps {
  series: readonly TcoMonth[];
  names: { own: string; cloud: string; hybrid: string };
  xLabel: string;
  yLabel: string;
  breakEvenMonth: number | null;
  money: (v: number) => string;
  compact: (v: number) => string;
}

const SIZE = { width: 720, height: 360 };

/** One line per option: its colour and a dash pattern (so the lines differ without colour too). */
const LINES: readonly { option: TcoOption; stroke: string; dash?: string }[] = [
  { option: 'own', stroke: '#0f766e' },
  { option: 'cloud', stroke: '#b45309', dash: '8 4' },
  { option: 'hybrid', stroke: '#4338ca', dash: '2 3' },
];

/** Animation only outside tests, and never for people who ask for less motion. */
const animate =
  import.meta.env.MODE !== 'test' &&
  typeof window !== 'undefined' &&
  !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Cumulative cost of the three options by month (Recharts: loaded only with this chunk). */
export default function TcoChart({
  series,
  names,
  xLabel,
  yLabel,
  breakEvenMonth,
  money,
  compact,
}: TcoChartProps) {
  return (
    <ResponsiveContainer width="100%" height={SIZE.height} initialDimension={SIZE}>
      <LineChart
        data={series as TcoMonth[]}
        margin={{ top: 10, right: 24, bottom: 30, left: 24 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e2e8f0" />
        <XAxis
          dataKey="month"
          type="number"
          domain={[0, 36]}
          ticks={[0, 6, 12, 18, 24, 30, 36]}
          label={{ value: xLabel, position: 'insideBottom', offset: -18 }}
        />
        <YAxis
          tickFormatter={compact}
          width={70}
          label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: -14 }}
        />
        <Tooltip formatter={(v) => money(Number(v))} labelFormatter={(m) => `${xLabel}: ${m}`} />
        <Legend verticalAlign="top" />
        {breakEvenMonth !== null ? (
          <ReferenceLine x={breakEvenMonth} stroke="#475569" strokeDasharray="4 4" />
        ) : null}
        {LINES.map((l) => (
          <Line
            key={l.option}
            dataKey={l.option}
            name={names[l.option]}
            stroke={l.stroke}
            strokeWidth={2}
            {...(l.dash ? { strokeDasharray: l.dash } : {})}
            dot={false}
            isAnimationActive={animate}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
