import { SaxesParser } from 'saxes';

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

/** A strict XML parse (saxes: any well-formedness error throws) into a small element tree. */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      children: [],
      text: '',
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (t) => {
    stack.at(-1)!.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text).close();
  const [document] = root.children;
  if (!document || root.children.length !== 1) throw new Error('not one root element');
  return document;
}
