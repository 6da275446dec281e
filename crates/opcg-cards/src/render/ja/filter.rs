//! Cards a clause names: 手札・デッキ filters, field selectors, durations, signed numbers.

use super::*;

pub(crate) fn traits(t: &[String]) -> String {
    if let [one] = t {
        if let Some(part) = one.strip_suffix('*') {
            return format!("『{part}』を含む特徴を持つ");
        }
    }
    let inner: Vec<String> = t.iter().map(|t| format!("《{t}》")).collect();
    format!("特徴{}を持つ", inner.join("か"))
}

/// Hand or deck cards (without the count; the parts of [`crate::grammar::filter::HAND_PARTS`]).
pub fn hand_filter(f: &Filter) -> String {
    crate::grammar::filter::write_hand(f, LANG, 1)
}

/// 「特徴《A》か属性(斬)を持つ」 / 「特徴《A》か【トリガー】を持つ」 / 「特徴《A》か『B』を含む特徴を持つ」:
/// two qualities of one card.
pub(crate) fn qualities(alts: &[Filter]) -> Option<String> {
    match alts {
        [a, b] if !a.traits.is_empty() && *a == Filter { traits: a.traits.clone(), ..Filter::any() } => {
            let t: String = a.traits.iter().map(|t| format!("《{t}》")).collect::<Vec<_>>().join("か");
            // 「特徴《A》か『B』を含む特徴を持つ」: a partial trait as the other quality
            if let ([one], true) = (b.traits.as_slice(), *b == Filter { traits: b.traits.clone(), ..Filter::any() }) {
                if let Some(part) = one.strip_suffix('*') {
                    return Some(format!("特徴{t}か『{part}』を含む特徴を持つ"));
                }
            }
            let other = if *b == (Filter { has_trigger: Some(true), ..Filter::any() }) {
                "【トリガー】".to_string()
            } else if let (Some(p), true) = (b.traits.first().and_then(|t| t.strip_suffix('*')), b.traits.len() == 1 && *b == Filter { traits: b.traits.clone(), ..Filter::any() }) {
                // 「特徴《A》か『B』を含む特徴を持つ」: a type or a partial type
                format!("『{p}』を含む特徴")
            } else if let (Some(x), true) = (b.attribute, *b == Filter { attribute: b.attribute, ..Filter::any() }) {
                crate::grammar::words::text_of(crate::grammar::words::ATTRIBUTES, &x, LANG).trim_end_matches("を持つ").to_string()
            } else {
                return None;
            };
            Some(format!("特徴{t}か{other}を持つ"))
        }
        _ => None,
    }
}

/// The words before the card word: the parts of [`crate::grammar::filter`].
pub(crate) fn prefix(f: &Filter) -> String {
    crate::grammar::filter::write_before(f, LANG)
}

pub fn selector(ctx: &Ctx, s: &Selector) -> String {
    crate::grammar::filter::write_selector(ctx, s, LANG)
}

pub(super) fn duration(d: Duration) -> &'static str {
    words::text_of(words::DURATIONS, &d, LANG)
}

pub(super) fn signed(v: i32) -> String {
    if v < 0 { format!("-{}", v.unsigned_abs()) } else { format!("+{v}") }
}

pub(super) fn amount(a: &Amount) -> String {
    match a {
        Amount::Fixed(v) => signed(*v),
        Amount::PerCount { each, per, of } => format!("{}({}{per}枚につき)", signed(*each), counted_noun(of)),
    }
}
