/**
 * Stored-XSS payloads for the Chromium suite (tests/e2e/stored-xss.test.ts), taken from the OWASP XSS
 * Filter Evasion Cheat Sheet and its usual companions (mXSS, srcdoc, attribute break-outs). `{n}` in a
 * template is replaced by the payload's number, so an execution names the payload that ran: most call
 * `__xss({n})` (the page hook), some the classic `alert({n})` / `confirm` / `prompt` (hooked too).
 * Sanitisers see them as stored; nothing here is meant to render as markup.
 */
const TEMPLATES: readonly string[] = [
  // Plain script, and breaking out of an attribute or element first
  '<script>__xss({n})</script>',
  '"><script>__xss({n})</script>',
  '</title><script>__xss({n})</script>',
  '<<SCRIPT>__xss({n});//\\<</SCRIPT>',
  '<scr<script>ipt>__xss({n})</scr</script>ipt>',
  '<SCRIPT/XSS SRC="data:text/javascript,__xss({n})"></SCRIPT>',
  // Image and other event handlers, with odd spacing and case
  '<img src=x onerror=__xss({n})>',
  '<iMg SrC=x OnErRoR=__xss({n})>',
  '<img src=x onerror  =  "__xss({n})">',
  '<img src=x onerror="window[\'__x\'+\'ss\']({n})">',
  '<img src=x:gif onerror=alert({n})>',
  '<svg/onload=__xss({n})>',
  '<svg onload=confirm({n})//',
  '<body onload!#$%&()*~+-_.,:;?@[/|\\]^`=__xss({n})>',
  '<details open ontoggle=__xss({n})>',
  '<input autofocus onfocus=__xss({n})>',
  '<audio src=x onerror=prompt({n})>',
  '" onmouseover="__xss({n})" autofocus onfocus="__xss({n})" x="',
  // javascript: URLs, obfuscated
  'javascript:__xss({n})',
  ' JaVaScRiPt:__xss({n})',
  '<a href="javascript:__xss({n})">link</a>',
  '<a href="jav&#x09;ascript:__xss({n})">tab</a>',
  '<a href="jav&#x0A;ascript:__xss({n})">newline</a>',
  '<IMG SRC="javascript:__xss({n});">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss({n})>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A__xss({n})>',
  '<svg><a xlink:href="javascript:__xss({n})"><text x="20" y="20">svg link</text></a></svg>',
  '<form><button formaction=javascript:__xss({n})>form</button></form>',
  // Frames, objects, meta refresh, base
  '<iframe srcdoc="&lt;img src=x onerror=__xss({n})&gt;"></iframe>',
  '<iframe src="javascript:__xss({n})"></iframe>',
  '<object data="javascript:__xss({n})"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzJyk8L3NjcmlwdD4=">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:__xss({n});">',
  '<BASE HREF="javascript:__xss({n});//">',
  // Style and expression tricks
  '<div style="background-image: url(javascript:__xss({n}))">style</div>',
  '<div style="width: expression(__xss({n}));">expression</div>',
  "<STYLE>@import'javascript:__xss({n})';</STYLE>",
  // Mutation XSS (parser differentials) and SVG/MathML namespaces
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss({n})>',
  '<svg><style><img src=x onerror=__xss({n})></style></svg>',
  '<noscript><p title="</noscript><img src=x onerror=__xss({n})>">',
  // A locator string (every character a filter cares about)
  '&lt;img src=x onerror=__xss({n})&gt;',
  "'';!--\"<XSS>=&{()}",
];

export interface XssPayload {
  n: number;
  text: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map((t, i) => ({ n: i + 1, text: t.replaceAll('{n}', String(i + 1)) }));
