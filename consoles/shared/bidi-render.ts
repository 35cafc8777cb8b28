import { BIDI_CONTROLS, showBidiControls } from './bidi.js';

/** Where text is a value, not something shown: a textarea's text is its default value; scripts and styles are code. */
const RAW_TEXT_PARENTS = new Set(['TEXTAREA', 'SCRIPT', 'STYLE']);
/** Attributes that are read out or shown (tooltips, accessible names, alternative text). */
const SHOWN_ATTRIBUTES = ['title', 'aria-label', 'alt'];

function neutraliseText(node: Text): void {
  const parent = node.parentNode;
  if (parent && RAW_TEXT_PARENTS.has(parent.nodeName)) return;
  const text = node.nodeValue ?? '';
  BIDI_CONTROLS.lastIndex = 0;
  if (BIDI_CONTROLS.test(text)) node.nodeValue = showBidiControls(text);
}

function neutraliseAttributes(element: Element): void {
  for (const name of SHOWN_ATTRIBUTES) {
    const value = element.getAttribute(name);
    BIDI_CONTROLS.lastIndex = 0;
    if (value !== null && BIDI_CONTROLS.test(value)) element.setAttribute(name, showBidiControls(value));
  }
}

function neutraliseTree(root: Node): void {
  if (root.nodeType === Node.TEXT_NODE) return neutraliseText(root as Text);
  if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
  if (root.nodeType === Node.ELEMENT_NODE) neutraliseAttributes(root as Element);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) neutraliseText(node as Text);
    else neutraliseAttributes(node as Element);
  }
}

/**
 * Neutralises bidirectional controls where they are shown, never in the data (issue 39): every text node and shown
 * attribute the page renders under `root` gets the visible markers, as React writes it (a MutationObserver runs before
 * the browser paints). Form fields keep the raw value (an input's value is no text node; a textarea's text is skipped),
 * so editing a name saves the characters it holds, not the markers. Returns a function that stops watching.
 */
export function neutraliseBidiOnRender(root: HTMLElement): () => void {
  neutraliseTree(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') neutraliseText(record.target as Text);
      else if (record.type === 'attributes') neutraliseAttributes(record.target as Element);
      else for (const node of record.addedNodes) neutraliseTree(node);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: SHOWN_ATTRIBUTES,
  });
  return () => observer.disconnect();
}
