//! Which cards a clause names: hand and deck filters, field selectors, durations and power or cost changes.

use super::*;

/// "card(s)", "{T} type card(s)", "Character card(s) with a cost of N or less" … (hand/deck);
/// "A or B", "A, B, or C" (alternatives, then the limits they share).
pub(crate) fn hand_filter(c: &mut Cursor, n: u8) -> Option<Filter> {
    alternatives(c, n).or_else(|| single_hand_filter(c, n))
}

/// One alternative of "A or B": "{T} type card", "{T} type Character card", "\[Name\]",
/// "Event", "Stage card", "card with a type including "X"" (no limits: those follow the list).
fn alternative(c: &mut Cursor, n: u8) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        f.colour = colour(c);
        if let Some(t) = traits(c) {
            f.traits = t;
            c.lit(" type ").then_some(())?;
        }
        if c.lit("Character card") {
            f.kind = Some(CardKind::Character);
        } else if c.lit("Stage card") {
            f.kind = Some(CardKind::Stage);
        } else if c.lit("Event card") || c.lit("Event") {
            f.kind = Some(CardKind::Event);
        } else if c.lit("card") {
        } else if f.traits.is_empty() && f.colour.is_none() {
            f.name = Some(NameMatch::Exact(bracket_name(c)?));
            return Some(f);
        } else {
            return None;
        }
        if n != 1 {
            c.lit("s").then_some(())?;
        }
        if f.traits.is_empty() {
            if let Some(t) = type_including(c) {
                f.traits = vec![format!("{t}*")];
            }
        }
        (f != Filter::any()).then_some(f)
    })
}

/// "A or B" / "A, B, or C" followed by the limits all of them share ("with a cost of 5 or
/// less", "other than \[Name\]").
fn alternatives(c: &mut Cursor, n: u8) -> Option<Filter> {
    c.attempt(|c| {
        let mut v = vec![alternative(c, n)?];
        loop {
            if c.lit(if v.len() == 1 { " or " } else { ", or " }) {
                v.push(alternative(c, n)?);
                break;
            }
            if c.lit(", ") {
                v.push(alternative(c, n)?);
            } else {
                break;
            }
        }
        (v.len() >= 2).then_some(())?;
        let f = cost_suffix(c, Filter::any());
        let mut f = power_suffix(c, f);
        f.any_of = crate::compile::order_alternatives(v);
        Some(f)
    })
}

fn single_hand_filter(c: &mut Cursor, n: u8) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        f.colour = colour(c);
        f.attribute = attribute(c);
        if let Some(t) = traits(c) {
            f.traits = t;
            c.lit(" type ").then_some(())?;
            // "{A} type or <Slash> attribute Character card": either quality
            if let Some(a) = c.attempt(|c| {
                c.lit("or ").then_some(())?;
                attribute(c)
            }) {
                f.any_of = vec![Filter { traits: std::mem::take(&mut f.traits), ..Filter::any() }, Filter { attribute: Some(a), ..Filter::any() }];
            }
        }
        if c.lit("Character card") {
            f.kind = Some(CardKind::Character);
        } else if c.lit("Event card") {
            f.kind = Some(CardKind::Event);
        } else if c.lit("Event") {
            f.kind = Some(CardKind::Event);
            if n != 1 {
                c.lit("s").then_some(())?;
            }
            let f = cost_suffix(c, f);
            return Some(power_suffix(c, f));
        } else if c.lit("Stage card") {
            f.kind = Some(CardKind::Stage);
        } else if c.lit("Character") {
            // "Play up to 1 Character with a cost of 3 from your hand" (a printing of "Character card")
            f.kind = Some(CardKind::Character);
        } else if c.lit("card") {
        } else if f.traits.is_empty() {
            if let Some(name) = bracket_name(c) {
                f.name = Some(NameMatch::Exact(name));
                if n == 1 {
                    c.lit(" card");
                }
                let f = cost_suffix(c, f);
                return Some(power_suffix(c, f));
            }
            return None;
        } else {
            return None;
        }
        if n != 1 {
            c.lit("s").then_some(())?;
        }
        if f.traits.is_empty() {
            if let Some(t) = type_including(c) {
                f.traits = vec![format!("{t}*")];
                if let Some((lo, hi)) = cost_range(c, " and a cost of ") {
                    f.cost_min = lo;
                    f.cost_max = hi;
                }
            }
        }
        let mut f = cost_suffix(c, f);
        if f.cost_max.is_some() || f.cost_min.is_some() {
            if c.lit(" and a [Trigger]") {
                f.has_trigger = Some(true);
            }
        } else if c.lit(" with a [Trigger]") {
            f.has_trigger = Some(true);
        }
        let mut f = power_suffix(c, f);
        if (f.cost_max.is_some() || f.cost_min.is_some() || f.power_max.is_some() || f.power_min.is_some())
            && c.lit(" and no base effect")
        {
            f.no_text = Some(true);
        }
        if f.name_not.is_none() {
            if let Some(n) = c.attempt(|c| {
                c.lit(" other than ").then_some(())?;
                bracket_name(c)
            }) {
                f.name_not = Some(n);
            }
        }
        Some(f)
    })
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
        } else {
            Some((Some(n), Some(n)))
        }
    })
}

/// " with a cost of N or less/more", " other than \[Name\]" (in either order).
pub(super) fn cost_suffix(c: &mut Cursor, mut f: Filter) -> Filter {
    if let Some(n) = c.attempt(|c| {
        c.lit(" other than ").then_some(())?;
        let n = bracket_name(c)?;
        c.starts(" with a cost").then_some(n)
    }) {
        f.name_not = Some(n);
    }
    if f.cost_min.is_none() && f.cost_max.is_none() {
        if let Some((lo, hi)) = cost_range(c, " with a cost of ") {
            f.cost_min = lo;
            f.cost_max = hi;
        }
    }
    if let Some((lo, hi)) = cost_range(c, " with a base cost of ") {
        f.base_cost_min = lo;
        f.base_cost_max = hi;
    }
    if f.name_not.is_none() {
        if let Some(n) = c.attempt(|c| {
            c.lit(" other than ").then_some(())?;
            bracket_name(c)
        }) {
            f.name_not = Some(n);
        }
    }
    f
}

/// " with N power or less/more", " with N power" (exactly).
pub(super) fn power_suffix(c: &mut Cursor, mut f: Filter) -> Filter {
    let after_cost = f.cost_min.is_some() || f.cost_max.is_some();
    if let Some((lo, hi)) = c.attempt(|c| {
        // "with a cost of 3 or more and 7000 power or more": a printing (`render::VARIANTS_EN`)
        (c.lit(" with ") || (after_cost && c.lit(" and "))).then_some(())?;
        let n = c.num()?;
        if c.any(&[" power or less", " or less power"]) {
            Some((None, Some(n)))
        } else if c.any(&[" power or more", " or more power"]) {
            Some((Some(n), None))
        } else if c.lit(" power") {
            // "with 5000 power": exactly
            Some((Some(n), Some(n)))
        } else {
            None
        }
    }) {
        f.power_min = lo;
        f.power_max = hi;
    }
    if let Some((lo, hi)) = c.attempt(|c| {
        c.lit(" with ").then_some(())?;
        let n = c.num()?;
        c.lit(" base power").then_some(())?;
        if c.lit(" or less") {
            Some((None, Some(n)))
        } else if c.lit(" or more") {
            Some((Some(n), None))
        } else {
            Some((Some(n), Some(n)))
        }
    }) {
        f.base_power_min = lo;
        f.base_power_max = hi;
    }
    f
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

pub(super) fn colour(c: &mut Cursor) -> Option<Colour> {
    crate::grammar::words::read(c, crate::grammar::words::COLOURS, game_core::Lang::En, false)
}

/// "<Slash> attribute "
pub(super) fn attribute(c: &mut Cursor) -> Option<opcg_engine::Attribute> {
    crate::grammar::words::read(c, crate::grammar::words::ATTRIBUTES, game_core::Lang::En, false)
}

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
