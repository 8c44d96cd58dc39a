/**
 * Inclusive Canonical XML 1.0 without comments (http://www.w3.org/TR/2001/REC-xml-c14n-20010315)
 * of one element of a parsed document, written here for the fake NFS-e API so its signature check
 * does not go through the signer's library (xml-crypto). Enough for the national layout's
 * documents: elements, attributes, namespace declarations, text; no DTD, no entities.
 */

type Attr = { name: string; value: string; namespaceURI: string | null; localName: string | null };
export type XmlNode = {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  parentNode: XmlNode | null;
  childNodes: ArrayLike<XmlNode>;
  attributes?: ArrayLike<Attr>;
};

const text = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
const attrValue = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

const isNs = (a: Attr) => a.name === 'xmlns' || a.name.startsWith('xmlns:');
const attrsOf = (n: XmlNode): Attr[] => Array.from(n.attributes ?? []);

/** The namespace declarations in scope at `el` (nearest wins), prefix '' for the default. */
function inScope(el: XmlNode): Map<string, string> {
  const chain: XmlNode[] = [];
  for (let n: XmlNode | null = el; n && n.nodeType === 1; n = n.parentNode) chain.unshift(n);
  const ns = new Map<string, string>();
  for (const n of chain)
    for (const a of attrsOf(n)) if (isNs(a)) ns.set(a.name === 'xmlns' ? '' : a.name.slice(6), a.value);
  return ns;
}

function render(
  el: XmlNode,
  parentNs: Map<string, string>,
  skip: (n: XmlNode) => boolean,
  inherited?: Map<string, string>,
): string {
  const own = new Map(inherited ?? parentNs);
  for (const a of attrsOf(el)) if (isNs(a)) own.set(a.name === 'xmlns' ? '' : a.name.slice(6), a.value);
  const decls = [...own.entries()]
    .filter(([p, uri]) => parentNs.get(p) !== uri && !(p === '' && uri === '' && !parentNs.has('')))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([p, uri]) => ` ${p === '' ? 'xmlns' : `xmlns:${p}`}="${attrValue(uri)}"`);
  const attrs = attrsOf(el)
    .filter((a) => !isNs(a))
    .sort((a, b) => {
      const ka = `${a.namespaceURI ?? ''}\u0000${a.localName ?? a.name}`;
      const kb = `${b.namespaceURI ?? ''}\u0000${b.localName ?? b.name}`;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    })
    .map((a) => ` ${a.name}="${attrValue(a.value)}"`);
  let out = `<${el.nodeName}${decls.join('')}${attrs.join('')}>`;
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 1) {
      if (!skip(child)) out += render(child, own, skip);
    } else if (child.nodeType === 3 || child.nodeType === 4) out += text(child.nodeValue ?? '');
  }
  return `${out}</${el.nodeName}>`;
}

/**
 * The canonical form of `el`: the apex carries every namespace in scope (inclusive C14N), its
 * descendants only the declarations that change; `skip` leaves elements out (enveloped-signature).
 */
export function canonicalize(el: XmlNode, skip: (n: XmlNode) => boolean = () => false): string {
  const inherited = el.parentNode && el.parentNode.nodeType === 1 ? inScope(el.parentNode) : new Map<string, string>();
  return render(el, new Map(), skip, inherited);
}
