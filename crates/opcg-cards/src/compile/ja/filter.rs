//! Which cards a clause names: 手札・デッキ filters, field selectors, durations and power or cost changes.

use super::*;

pub(crate) fn name(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit("「").then_some(())?;
        c.until("」").map(str::to_string)
    })
}

/// 特徴《A》か《B》を持つ, or 『X』を含む特徴を持つ (a partial trait, 2-4-3-1; also printed
/// 特徴『X』を含む, written back through its `VARIANTS_JA` pair).
pub(crate) fn traits(c: &mut Cursor) -> Option<Vec<String>> {
    if let Some(t) = c.attempt(|c| {
        let short = c.lit("特徴『");
        if !short {
            c.lit("『").then_some(())?;
        }
        let t = c.until("』")?;
        c.lit(if short { "を含む" } else { "を含む特徴を持つ" }).then_some(format!("{t}*"))
    }) {
        return Some(vec![t]);
    }
    c.attempt(|c| {
        c.lit("特徴").then_some(())?;
        let mut v = Vec::new();
        loop {
            c.lit("《").then_some(())?;
            v.push(c.until("》")?.to_string());
            if !c.lit("か") {
                break;
            }
        }
        c.lit("を持つ").then_some(v)
    })
}

/// 「特徴《A》か属性(斬)を持つ」, 「特徴《A》か【トリガー】を持つ」, 「特徴《A》か『B』を含む特徴を持つ」:
/// either quality (alternatives).
pub(crate) fn qualities(c: &mut Cursor) -> Option<Vec<Filter>> {
    c.attempt(|c| {
        c.lit("特徴").then_some(())?;
        let mut t = Vec::new();
        loop {
            c.lit("《").then_some(())?;
            t.push(c.until("》")?.to_string());
            if !c.starts("か《") {
                break;
            }
            c.lit("か");
        }
        c.lit("か").then_some(())?;
        let other = if c.lit("【トリガー】") {
            Filter { has_trigger: Some(true), ..Filter::any() }
        } else if let Some(p) = c.attempt(|c| {
            // 「特徴《A》か『B』を含む特徴を持つ」: a type or a partial type
            c.lit("『").then_some(())?;
            let t = c.until("』")?;
            c.lit("を含む特徴").then_some(format!("{t}*"))
        }) {
            Filter { traits: vec![p], ..Filter::any() }
        } else {
            c.lit("属性").then_some(())?;
            let a = crate::grammar::words::ATTRIBUTES.iter().find(|w| c.lit(w.ja.trim_start_matches("属性").trim_end_matches("を持つ")))?;
            Filter { attribute: Some(a.value), ..Filter::any() }
        };
        c.lit("を持つ").then_some(())?;
        Some(vec![Filter { traits: t, ..Filter::any() }, other])
    })
}

/// Hand or deck cards: 「「名」以外のコストN以下の特徴《T》を持つキャラカード」 or 「「名」」;
/// 「AかB」 (the parts of [`crate::grammar::filter::HAND_PARTS`]).
pub(crate) fn hand_filter(c: &mut Cursor) -> Option<Filter> {
    crate::grammar::filter::read_hand(c, LANG, 1)
}

/// The words before the card word (「コスト3以下のレストの」): the parts of [`crate::grammar::filter`].
pub(crate) fn field_prefix(c: &mut Cursor) -> Filter {
    crate::grammar::filter::read_before(c, LANG)
}

pub(super) use crate::grammar::filter::ja_what as what;

/// Field cards a clause acts on (one or two selections: [`crate::grammar::filter::read_selector`]).
pub fn selector(c: &mut Cursor) -> Option<Selector> {
    crate::grammar::filter::read_selector(c, LANG)
}

pub(super) fn duration(c: &mut Cursor) -> Option<Duration> {
    crate::grammar::words::read(c, crate::grammar::words::DURATIONS, game_core::Lang::Ja, false)
}

/// 「パワー+N」/「コスト-N」
pub(super) fn delta(c: &mut Cursor) -> Option<(i32, bool)> {
    c.attempt(|c| {
        let power = if c.lit("パワー") {
            true
        } else if c.lit("コスト") {
            false
        } else {
            return None;
        };
        let plus = c.sign()?;
        let n = c.num()?;
        Some((if plus { n } else { -n }, power))
    })
}
