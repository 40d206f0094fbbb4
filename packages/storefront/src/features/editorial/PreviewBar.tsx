import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { useRouter } from 'next/router';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: center;
  justify-content: center;
  padding: ${vars.space.xs} ${vars.space.md};
  background: ${vars.color.black};
  color: ${vars.color.white};
  font-weight: ${vars.fontWeight.bold};

  a {
    color: ${vars.color.yellow};
  }
`;

/** Tells an editor they see drafts, with the way out. */
export function PreviewBar() {
  const { asPath } = useRouter();
  return (
    <Bar role="region" aria-label="Preview">
      <span>Preview: you are seeing unpublished content.</span>
      <a href={`/api/exit-preview?redirect=${encodeURIComponent(asPath)}`}>Exit preview</a>
    </Bar>
  );
}
