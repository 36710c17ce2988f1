import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A button-styled real link (new tab, copy address) that navigates inside the app on a plain click. */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      // Short labels keep their spelling; antd would space out two-character ones.
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
