import { Bar, Column, Line, Pie } from '@ant-design/plots';

/** What to draw: long-format rows (one per category and series) and which fields hold what. */
export type ChartSpec =
  | { kind: 'line'; data: object[]; x: string; y: string; series: string }
  | { kind: 'column'; data: object[]; x: string; y: string; series?: string }
  | { kind: 'bar'; data: object[]; x: string; y: string }
  | { kind: 'pie'; data: object[]; angle: string; color: string };

/** One chart of @ant-design/plots; a lazy chunk of its own so the rest of the page does not wait for it. */
export default function DashboardChart({ spec }: { spec: ChartSpec }) {
  const common = { data: spec.data, height: 260, autoFit: true };
  switch (spec.kind) {
    case 'line':
      return <Line {...common} xField={spec.x} yField={spec.y} colorField={spec.series} />;
    case 'column':
      return spec.series ? (
        <Column {...common} xField={spec.x} yField={spec.y} colorField={spec.series} group />
      ) : (
        <Column {...common} xField={spec.x} yField={spec.y} />
      );
    case 'bar':
      return <Bar {...common} xField={spec.x} yField={spec.y} />;
    case 'pie':
      return <Pie {...common} angleField={spec.angle} colorField={spec.color} />;
  }
}
