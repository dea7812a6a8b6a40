import useSkeletonStyle from 'antd/es/skeleton/style';
import { useAntdLook } from '../antd-look/antd-look.ts';

/**
 * A page's placeholder while its data loads: antd's `<Skeleton active paragraph={{ rows }} />` in look (its classes
 * and CSS), without the Skeleton family's buttons, avatars, inputs and images, which no landing page shows.
 */
export function PageSkeleton({ rows }: { rows: number }) {
  const { prefixCls, classes } = useAntdLook('skeleton', useSkeletonStyle);
  return (
    <div className={`${prefixCls} ${prefixCls}-active ${classes}`}>
      <div className={`${prefixCls}-section`}>
        <h3 className={`${prefixCls}-title`} style={{ width: '38%' }} />
        <ul className={`${prefixCls}-paragraph`}>
          {Array.from({ length: rows }, (_, row) => (
            <li key={row} style={row === rows - 1 ? { width: '61%' } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}
