//! Costs (発動コスト 8-3-1) before ":": the one table of both languages
//! ([`crate::grammar::costs`]).

use super::*;

/// Costs before ':' ("➀ (…)", "DON!! −1 (…)", "You may rest this Character and …:").
pub fn costs(c: &mut Cursor) -> Option<Vec<Cost>> {
    crate::grammar::costs::parse_costs(c, LANG)
}

/// ➀ ➁ … / ① ② …
pub fn circled(c: &mut Cursor) -> Option<u8> {
    let ch = c.peek()?;
    let n = match ch {
        '\u{2780}'..='\u{2789}' => ch as u32 - 0x2780 + 1,
        '\u{2460}'..='\u{2473}' => ch as u32 - 0x2460 + 1,
        _ => return None,
    };
    c.pos += ch.len_utf8();
    u8::try_from(n).ok()
}

pub(super) fn this_card(c: &mut Cursor) -> bool {
    c.any(&["this Character", "this Leader", "this Stage", "this card", "this Event"])
}
