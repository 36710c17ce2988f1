import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** A button-styled real link (new tab, copy address) that navigates inside the app on a plain click. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      // Two-character labels (修改) keep their spelling; antd would space them out.
      autoInsertSpace={false}
      {...props}
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
