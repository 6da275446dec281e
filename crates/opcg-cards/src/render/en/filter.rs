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

/// Alternatives that are qualities of one card ("{A} type or <Slash> attribute"), if they are.
fn qualities(alts: &[Filter]) -> Option<String> {
    match alts {
        [Filter { traits: t, .. }, Filter { attribute: Some(a), .. }] if alts[0] == Filter { traits: t.clone(), ..Filter::any() } && alts[1] == Filter { attribute: Some(*a), ..Filter::any() } => {
            Some(format!("{} type or {}", traits(t), attribute(Some(*a)).trim_end()))
        }
        _ => None,
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

/// One alternative of "A or B": "\[Name\]", "Event", else the hand filter's words.
fn alternative(n: u8, f: &Filter) -> String {
    match (&f.name, f.kind, f.traits.is_empty()) {
        (Some(NameMatch::Exact(name)), None, true) => format!("[{name}]"),
        (None, Some(CardKind::Event), true) if f.colour.is_none() => (if n == 1 { "Event" } else { "Events" }).to_string(),
        _ => hand_filter(n, f),
    }
}

/// Hand or deck cards: "{T} type Character cards with a cost of N or less other than \[Name\]".
/// The partial trait of a filter ("X" of `X*`), when that is its only trait.
pub(super) fn partial_trait(f: &Filter) -> Option<&str> {
    match &f.traits[..] {
        [t] => t.strip_suffix('*'),
        _ => None,
    }
}

pub fn hand_filter(n: u8, f: &Filter) -> String {
    if let Some(q) = qualities(&f.any_of) {
        // "{A} type or <Slash> attribute Character card …": the kind and limits are shared
        let rest = Filter { any_of: Vec::new(), ..f.clone() };
        let s = hand_filter(n, &rest);
        return format!("{q} {s}");
    }
    if !f.any_of.is_empty() {
        let outer = Filter { any_of: Vec::new(), ..f.clone() };
        let list = or_list(f.any_of.iter().map(|a| alternative(n, a)).collect());
        return format!("{list}{}{}", cost_suffix(&outer), power_suffix(&outer));
    }
    if let Some(part) = partial_trait(f) {
        let mut s = String::new();
        if let Some(c) = f.colour {
            s.push_str(colour(c));
        }
        s.push_str(match f.kind {
            Some(CardKind::Character) => "Character card",
            Some(CardKind::Event) => "Event card",
            Some(CardKind::Stage) => "Stage card",
            _ => "card",
        });
        if n != 1 {
            s.push('s');
        }
        s.push_str(&format!(" with a type including \"{part}\""));
        match (f.cost_min, f.cost_max) {
            (Some(a), Some(b)) if a == b => s.push_str(&format!(" and a cost of {a}")),
            (None, Some(b)) => s.push_str(&format!(" and a cost of {b} or less")),
            (Some(a), None) => s.push_str(&format!(" and a cost of {a} or more")),
            _ => {}
        }
        let rest = Filter { cost_min: None, cost_max: None, ..f.clone() };
        s.push_str(&cost_suffix(&rest));
        s.push_str(&power_suffix(f));
        return s;
    }
    let mut s = String::new();
    if let Some(c) = f.colour {
        s.push_str(colour(c));
    }
    s.push_str(attribute(f.attribute));
    if !f.traits.is_empty() {
        s.push_str(&traits(&f.traits));
        s.push_str(" type ");
    }
    match (f.kind, &f.name) {
        (None, Some(NameMatch::Exact(name))) if f.traits.is_empty() => {
            s.push_str(&format!("[{name}]"));
        }
        _ => {
            if f.kind == Some(CardKind::Event) {
                s.push_str(if n == 1 { "Event" } else { "Events" });
                s.push_str(&cost_suffix(f));
                s.push_str(&power_suffix(f));
                return s;
            }
            s.push_str(match f.kind {
                Some(CardKind::Character) => "Character card",
                Some(CardKind::Stage) => "Stage card",
                _ => "card",
            });
            if n != 1 {
                s.push('s');
            }
        }
    }
    s.push_str(&cost_suffix(f));
    if f.has_trigger == Some(true) {
        s.push_str(if f.cost_max.is_some() || f.cost_min.is_some() { " and a [Trigger]" } else { " with a [Trigger]" });
    }
    s.push_str(&power_suffix(f));
    if f.no_text == Some(true) {
        s.push_str(" and no base effect");
    }
    s
}

pub(super) fn attribute(a: Option<opcg_engine::Attribute>) -> &'static str {
    a.map_or("", |a| crate::grammar::words::text_of(crate::grammar::words::ATTRIBUTES, &a, LANG))
}

pub(super) fn colour(c: Colour) -> &'static str {
    crate::grammar::words::text_of(crate::grammar::words::COLOURS, &c, LANG)
}

pub(super) fn power_suffix(f: &Filter) -> String {
    let mut s = match (f.power_min, f.power_max) {
        (None, Some(b)) => format!(" with {b} power or less"),
        (Some(a), None) => format!(" with {a} power or more"),
        (Some(a), Some(b)) if a == b => format!(" with {a} power"),
        _ => String::new(),
    };
    match (f.base_power_min, f.base_power_max) {
        (Some(a), Some(b)) if a == b => s.push_str(&format!(" with {a} base power")),
        (None, Some(b)) => s.push_str(&format!(" with {b} base power or less")),
        (Some(a), None) => s.push_str(&format!(" with {a} base power or more")),
        _ => {}
    }
    if let (Some(n), true) = (&f.name_not, has_power(f)) {
        s.push_str(&format!(" other than [{n}]"));
    }
    s
}

pub(super) fn cost_suffix(f: &Filter) -> String {
    let mut s = String::new();
    match (f.cost_min, f.cost_max) {
        (Some(a), Some(b)) if a == b => s.push_str(&format!(" with a cost of {a}")),
        (None, Some(b)) => s.push_str(&format!(" with a cost of {b} or less")),
        (Some(a), None) => s.push_str(&format!(" with a cost of {a} or more")),
        (Some(a), Some(b)) => s.push_str(&format!(" with a cost of {a} to {b}")),
        _ => {}
    }
    match (f.base_cost_min, f.base_cost_max) {
        (Some(a), Some(b)) if a == b => s.push_str(&format!(" with a base cost of {a}")),
        (None, Some(b)) => s.push_str(&format!(" with a base cost of {b} or less")),
        (Some(a), None) => s.push_str(&format!(" with a base cost of {a} or more")),
        _ => {}
    }
    // "with 6000 power or less other than [X]": after the power, when there is one
    if let (Some(n), false) = (&f.name_not, has_power(f)) {
        s.push_str(&format!(" other than [{n}]"));
    }
    s
}

fn has_power(f: &Filter) -> bool {
    f.power_min.is_some() || f.power_max.is_some() || f.base_power_min.is_some() || f.base_power_max.is_some()
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
