//! Which cards a clause names: hand and deck filters, field selectors, durations and power or cost changes.

use super::*;

/// "card(s)", "{T} type card(s)", "Character card(s) with a cost of N or less" … (hand/deck; the
/// parts of [`crate::grammar::filter::HAND_PARTS`]).
pub(crate) fn hand_filter(c: &mut Cursor, n: u8) -> Option<Filter> {
    crate::grammar::filter::read_hand(c, LANG, n)
}

/// ` with a type including "X"` (a partial trait, 2-4-3-1).
pub(crate) fn type_including(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit(" with a type including \"").then_some(())?;
        c.until("\"").map(str::to_string)
    })
}

/// "<lead>N or less/more" or "<lead>N".
pub(crate) fn cost_range(c: &mut Cursor, lead: &str) -> Option<(Option<i32>, Option<i32>)> {
    c.attempt(|c| {
        c.lit(lead).then_some(())?;
        let n = c.num()?;
        if c.lit(" or less") {
            Some((None, Some(n)))
        } else if c.lit(" or more") {
            Some((Some(n), None))
        } else if let Some(m) = c.attempt(|c| {
            // "with a cost of 3 to 5"
            c.lit(" to ").then_some(())?;
            c.num().filter(|m| *m > n)
        }) {
            Some((Some(n), Some(m)))
        } else if let Some(m) = c.attempt(|c| {
            // "with a cost of 3 or 4": two costs in a row, the range (written back through its
            // `render::VARIANTS_EN` pair)
            c.lit(" or ").then_some(())?;
            c.num().filter(|m| *m == n + 1)
        }) {
            Some((Some(n), Some(m)))
        } else {
            Some((Some(n), Some(n)))
        }
    })
}

/// "Characters or \[Name\]" (「キャラか「名」」): a Character, or the named card.
pub(crate) fn character_or_named(name: String) -> Filter {
    Filter { any_of: vec![Filter::of_kind(CardKind::Character), Filter { name: Some(NameMatch::Exact(name)), ..Filter::any() }], ..Filter::any() }
}

/// "\[Name\]"
pub(crate) fn bracket_name(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit("[").then_some(())?;
        let n = c.until("]")?;
        if n.contains('[') || crate::grammar::words::KEYWORDS.iter().any(|w| w.en.trim_matches(['[', ']']) == n) {
            return None;
        }
        Some(n.to_string())
    })
}

/// "{A}", "{A} or {B}", "{A}, {B}, or {C}"
pub(crate) fn traits(c: &mut Cursor) -> Option<Vec<String>> {
    c.attempt(|c| {
        let mut v = Vec::new();
        loop {
            c.lit("{").then_some(())?;
            v.push(c.until("}")?.to_string());
            if !(c.lit(" or {") || c.lit(", or {") || c.lit(", {")) {
                break;
            }
            c.pos -= 1;
        }
        Some(v)
    })
}

// ---------------------------------------------------------------------------------------------
// Selectors

/// The words before the card word ("rested {T} type "): the parts of [`crate::grammar::filter`].
pub(crate) fn field_filter_prefix(c: &mut Cursor) -> Filter {
    crate::grammar::filter::read_before(c, LANG)
}

/// The words after it (" with a cost of N or less other than this Character").
pub(crate) fn field_filter_suffix(c: &mut Cursor, f: Filter) -> Filter {
    crate::grammar::filter::read_after(c, f)
}

pub(super) use crate::grammar::filter::en_what as what;

/// Field cards a clause acts on (one or two selections: [`crate::grammar::filter::read_selector`]).
pub fn selector(c: &mut Cursor) -> Option<Selector> {
    crate::grammar::filter::read_selector(c, LANG)
}

pub(super) fn duration(c: &mut Cursor) -> Option<Duration> {
    crate::grammar::words::read(c, crate::grammar::words::DURATIONS, game_core::Lang::En, false)
}

/// "+N power" / "−N cost"
pub(super) fn delta(c: &mut Cursor) -> Option<(i32, bool)> {
    c.attempt(|c| {
        let plus = c.sign()?;
        let n = c.num()?;
        let v = if plus { n } else { -n };
        if c.lit(" power") {
            Some((v, true))
        } else if c.lit(" cost") {
            Some((v, false))
        } else {
            None
        }
    })
}
