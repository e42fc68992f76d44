import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  margin-bottom: 28px;
  flex-wrap: wrap;
`;

const Tab = styled.button`
  flex: 0 0 auto;
  padding: 12px 18px;
  background: none;
  border: none;
  border-bottom: 2px solid transparent;
  color: ${(p) => p.theme.color.muted};
  font: 600 0.95rem ${(p) => p.theme.font.body};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${(p) => p.theme.color.goldLight};
    border-bottom-color: ${(p) => p.theme.color.gold};
  }
  &:hover {
    color: ${(p) => p.theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.gold};
    outline-offset: -2px;
  }
  @media (max-width: 640px) {
    padding: 10px 12px;
  }
`;

export type TabDef<K extends string> = { key: K; label: string };

export const tabId = (key: string) => `tab-${key}`;
export const panelId = (key: string) => `panel-${key}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and
 * select them, the panel below is labelled by its tab.
 */
export function Tabs<K extends string>({
  tabs,
  active,
  onSelect,
  label,
  children,
}: {
  tabs: TabDef<K>[];
  active: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.key === active);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const key = tabs[(next + tabs.length) % tabs.length].key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <Tab
            key={t.key}
            ref={(el) => {
              if (el) refs.current.set(t.key, el);
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            aria-selected={t.key === active}
            aria-controls={t.key === active ? panelId(t.key) : undefined}
            tabIndex={t.key === active ? 0 : -1}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
