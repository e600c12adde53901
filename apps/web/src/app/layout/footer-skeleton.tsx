import plain from '../../shared/ui/plain.module.css';
import classes from './layout.module.css';

/** Grey lines where a part of site info will be, while it loads (or when it does not come). */
export function FooterSkeleton({ lines }: { lines: number }) {
  return (
    <div className={classes.footerStack} data-gap="10" aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className={plain.skeleton}
          style={{ height: 12, width: i % 2 ? '60%' : '85%' }}
        />
      ))}
    </div>
  );
}
