//! Cards a clause names: hand and deck filters, field selectors, durations, signed numbers.

use super::*;

pub(super) fn cards(n: u8) -> &'static str {
    if n == 1 { "card" } else { "cards" }
}

pub(super) fn traits(t: &[String]) -> String {
    or_list(t.iter().map(|t| format!("{{{t}}}")).collect())
}

/// "A or B", "A, B, or C".
pub(crate) fn or_list(v: Vec<String>) -> String {
    match &v[..] {
        [a, b] => format!("{a} or {b}"),
        [init @ .., last] if !init.is_empty() => format!("{}, or {last}", init.join(", ")),
        _ => v.concat(),
    }
}

/// The name of a "Characters or \[Name\]" filter, if it is one.
pub(crate) fn character_or_named(f: &Filter) -> Option<&str> {
    match f.any_of.as_slice() {
        [a, Filter { name: Some(NameMatch::Exact(n)), .. }]
            if *a == Filter::of_kind(CardKind::Character) && Filter { any_of: Vec::new(), ..f.clone() } == Filter::any() && f.any_of[1] == (Filter { name: Some(NameMatch::Exact(n.clone())), ..Filter::any() }) =>
        {
            Some(n)
        }
        _ => None,
    }
}

/// Hand or deck cards: "{T} type Character cards with a cost of N or less other than \[Name\]"
/// (the parts of [`crate::grammar::filter::HAND_PARTS`]).
pub fn hand_filter(n: u8, f: &Filter) -> String {
    crate::grammar::filter::write_hand(f, LANG, n)
}

/// The words before the card word: the parts of [`crate::grammar::filter`].
pub(crate) fn prefix(f: &Filter) -> String {
    crate::grammar::filter::write_before(f, LANG)
}

/// The words after it.
pub(crate) fn suffix(f: &Filter) -> String {
    crate::grammar::filter::write_after(f)
}

pub fn selector(ctx: &Ctx, s: &Selector) -> String {
    crate::grammar::filter::write_selector(ctx, s, LANG)
}

pub(super) fn duration(d: Duration) -> &'static str {
    words::text_of(words::DURATIONS, &d, LANG)
}

pub(super) fn amount(a: &Amount, unit: &str) -> String {
    match a {
        Amount::Fixed(v) => signed(*v, unit),
        // "for every card in your hand" (one), "for every 2 Events in your trash"
        Amount::PerCount { each, per: 1, of: Counted::YourHand } => format!("{} for every card in your hand", signed(*each, unit)),
        Amount::PerCount { each, per: 1, of: Counted::YourTrash } => format!("{} for every card in your trash", signed(*each, unit)),
        Amount::PerCount { each, per, of: Counted::YourTrashCards(f) } => {
            format!("{} for every {per} {} in your trash", signed(*each, unit), hand_filter(*per, f))
        }
        Amount::PerCount { each, per, of } => format!("{} for every {per} {}", signed(*each, unit), counted_noun(of)),
    }
}

pub(super) fn signed(v: i32, unit: &str) -> String {
    if v < 0 {
        format!("\u{2212}{} {unit}", v.unsigned_abs())
    } else {
        format!("+{v} {unit}")
    }
}
