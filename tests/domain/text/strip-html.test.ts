import { describe, expect, it } from 'vitest';
import { stripHtml } from '@/domain/text/strip-html';

describe('stripHtml', () => {
  it('removes tags and keeps the text', () => {
    expect(stripHtml('<p>Fresh <b>seafood</b> daily</p>')).toBe('Fresh seafood daily');
  });
  it('separates block text and line breaks', () => {
    expect(stripHtml('<p>One</p><p>Two<br/>Three</p>')).toBe('One Two Three');
  });
  it('drops script and style contents', () => {
    expect(stripHtml('<style>p{color:red}</style>Hi<script>alert(1)</script>')).toBe('Hi');
  });
  it('decodes the common entities', () => {
    expect(stripHtml('Fish &amp; chips&nbsp;&lt;3 &quot;ok&quot; &#39;yes&#39;')).toBe('Fish & chips <3 "ok" \'yes\'');
  });
  it('leaves plain text alone', () => {
    expect(stripHtml('ร้านอาหารไทย')).toBe('ร้านอาหารไทย');
  });
});
