//! Which cards a clause names: 手札・デッキ filters, field selectors, durations and power or cost changes.

use super::*;

pub(crate) fn name(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit("「").then_some(())?;
        c.until("」").map(str::to_string)
    })
}

/// 特徴《A》か《B》を持つ, or 『X』を含む特徴を持つ (a partial trait, 2-4-3-1).
pub(crate) fn traits(c: &mut Cursor) -> Option<Vec<String>> {
    if let Some(t) = c.attempt(|c| {
        c.lit("『").then_some(())?;
        let t = c.until("』")?;
        c.lit("を含む特徴を持つ").then_some(format!("{t}*"))
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

/// 「特徴《A》か属性(斬)を持つ」, 「特徴《A》か【トリガー】を持つ」: either quality (alternatives).
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
        } else {
            c.lit("属性").then_some(())?;
            let a = crate::grammar::words::ATTRIBUTES.iter().find(|w| c.lit(w.ja.trim_start_matches("属性").trim_end_matches("を持つ")))?;
            Filter { attribute: Some(a.value), ..Filter::any() }
        };
        c.lit("を持つ").then_some(())?;
        Some(vec![Filter { traits: t, ..Filter::any() }, other])
    })
}

/// 「元々のコストN以下の」 / 「元々のパワーN以下の」 (base values, 4-9).
fn base_part(c: &mut Cursor, what: &str) -> Option<(Option<i32>, Option<i32>)> {
    c.attempt(|c| {
        c.lit(what).then_some(())?;
        let n = c.num()?;
        if c.lit("以下の") {
            Some((None, Some(n)))
        } else if c.lit("以上の") {
            Some((Some(n), None))
        } else if c.lit("の") {
            Some((Some(n), Some(n)))
        } else {
            None
        }
    })
}

/// 「コストN以下の」 etc. (the field filter's reading, `grammar::filter::ja_bound`).
pub(super) fn cost_part(c: &mut Cursor, f: &mut Filter) {
    if let Some((lo, hi)) = crate::grammar::filter::ja_bound(c, "コスト", true) {
        f.cost_min = lo;
        f.cost_max = hi;
    }
    if let Some((lo, hi)) = base_part(c, "元々のコスト") {
        f.base_cost_min = lo;
        f.base_cost_max = hi;
    }
}

/// 「属性(斬)を持つ」
pub(super) fn attribute_part(c: &mut Cursor, f: &mut Filter) {
    if let Some(a) = crate::grammar::words::read(c, crate::grammar::words::ATTRIBUTES, game_core::Lang::Ja, false) {
        f.attribute = Some(a);
    }
}

pub(super) fn colour_part(c: &mut Cursor, f: &mut Filter) {
    if let Some(k) = crate::grammar::words::read(c, crate::grammar::words::COLOURS, game_core::Lang::Ja, false) {
        f.colour = Some(k);
    }
}

pub(super) fn power_part(c: &mut Cursor, f: &mut Filter) {
    if let Some((lo, hi)) = c.attempt(|c| {
        c.lit("パワー").then_some(())?;
        let n = c.num()?;
        if c.lit("以下の") {
            Some((None, Some(n)))
        } else if c.lit("以上の") {
            Some((Some(n), None))
        } else if c.lit("の") {
            // 「パワー5000の」: exactly
            Some((Some(n), Some(n)))
        } else {
            None
        }
    }) {
        f.power_min = lo;
        f.power_max = hi;
    }
    if let Some((lo, hi)) = base_part(c, "元々のパワー") {
        f.base_power_min = lo;
        f.base_power_max = hi;
    }
}

/// Hand or deck cards: 「「名」以外のコストN以下の特徴《T》を持つキャラカード」 or 「「名」」;
/// 「AかB」 (alternatives after the limits they share).
pub(crate) fn hand_filter(c: &mut Cursor) -> Option<Filter> {
    alternatives(c).or_else(|| single_hand_filter(c))
}

/// One alternative of 「AかB」: 「特徴《T》を持つカード」, 「「名」」, 「イベント」, 「ステージカード」 (no
/// limits: those come before the list).
fn alternative(c: &mut Cursor) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        colour_part(c, &mut f);
        if let Some(t) = traits(c) {
            f.traits = t;
        }
        if c.lit("キャラカード") {
            f.kind = Some(CardKind::Character);
        } else if c.lit("イベントカード") || c.lit("イベント") {
            f.kind = Some(CardKind::Event);
        } else if c.lit("ステージカード") {
            f.kind = Some(CardKind::Stage);
        } else if c.lit("カード") {
        } else if f == Filter::any() {
            f.name = Some(NameMatch::Exact(name(c)?));
            return Some(f);
        } else {
            return None;
        }
        (f != Filter::any()).then_some(f)
    })
}

/// 「コスト5以下の、AかBかC」: the limits all alternatives share, then the alternatives.
fn alternatives(c: &mut Cursor) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        let not = |c: &mut Cursor| {
            c.attempt(|c| {
                let n = name(c)?;
                c.lit("以外の").then_some(n)
            })
        };
        f.name_not = not(c);
        cost_part(c, &mut f);
        power_part(c, &mut f);
        if f.name_not.is_none() {
            f.name_not = not(c);
        }
        c.lit("、");
        let mut v = vec![alternative(c)?];
        while c.lit("か") {
            v.push(alternative(c)?);
        }
        (v.len() >= 2).then_some(())?;
        f.any_of = crate::compile::order_alternatives(v);
        Some(f)
    })
}

fn single_hand_filter(c: &mut Cursor) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        if let Some(n) = c.attempt(|c| {
            let n = name(c)?;
            // 「「名」以外で、コスト4以下の、…」 (a printing of 「以外の」)
            (c.lit("以外の") || c.lit("以外で、")).then_some(n)
        }) {
            f.name_not = Some(n);
        }
        cost_part(c, &mut f);
        power_part(c, &mut f);
        if f.name_not.is_none() {
            if let Some(n) = c.attempt(|c| {
                let n = name(c)?;
                c.lit("以外の").then_some(n)
            }) {
                f.name_not = Some(n);
            }
        }
        if c.lit("元々の効果のない") {
            f.no_text = Some(true);
        }
        colour_part(c, &mut f);
        if c.starts("、特徴") || c.starts("、『") {
            c.lit("、");
        }
        if let Some(v) = qualities(c) {
            f.any_of = v;
        } else if let Some(t) = traits(c) {
            f.traits = t;
        }
        attribute_part(c, &mut f);
        if c.lit("【トリガー】を持つ") {
            f.has_trigger = Some(true);
        }
        if c.lit("キャラカード") {
            f.kind = Some(CardKind::Character);
        } else if c.lit("イベントカード") || c.lit("イベント") {
            f.kind = Some(CardKind::Event);
        } else if c.lit("ステージカード") {
            f.kind = Some(CardKind::Stage);
        } else if c.lit("キャラ") {
            // 「コスト3のキャラ1枚までを、登場させる」 (a printing of 「キャラカード」)
            f.kind = Some(CardKind::Character);
        } else if c.lit("カード") {
        } else if f.traits.is_empty() && f.name_not.is_none() {
            let n = name(c)?;
            f.name = Some(NameMatch::Exact(n));
        } else {
            return None;
        }
        Some(f)
    })
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
