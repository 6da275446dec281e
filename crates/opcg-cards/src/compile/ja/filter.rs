//! Which cards a clause names: 手札・デッキ filters, field selectors, durations and power or cost changes.

use super::*;

pub(crate) fn name(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit("「").then_some(())?;
        c.until("」").map(str::to_string)
    })
}

/// 特徴《A》か《B》を持つ, or 『X』を含む特徴を持つ (a partial trait, 2-4-3-1).
pub(super) fn traits(c: &mut Cursor) -> Option<Vec<String>> {
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
pub(super) fn qualities(c: &mut Cursor) -> Option<Vec<Filter>> {
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

/// 「コストN以下の」 etc.
pub(super) fn cost_part(c: &mut Cursor, f: &mut Filter) {
    if let Some((lo, hi)) = c.attempt(|c| {
        c.lit("コスト").then_some(())?;
        let n = c.num()?;
        // 「コスト3以上でパワー7000以上の」: a printing of 「…以上の」 (`render::VARIANTS_JA`)
        if c.lit("以下の") || (c.starts("以下でパワー") && c.lit("以下で")) {
            Some((None, Some(n)))
        } else if c.lit("以上の") || (c.starts("以上でパワー") && c.lit("以上で")) {
            Some((Some(n), None))
        } else if c.lit("の") {
            Some((Some(n), Some(n)))
        } else {
            // 「コスト3から5の」
            c.attempt(|c| {
                c.lit("から").then_some(())?;
                let m = c.num().filter(|m| *m > n)?;
                c.lit("の").then_some(m)
            })
            .map(|m| (Some(n), Some(m)))
        }
    }) {
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

pub(crate) fn field_prefix(c: &mut Cursor) -> Filter {
    let mut f = Filter::any();
    if let Some(n) = c.attempt(|c| {
        let n = name(c)?;
        c.lit("以外の").then_some(n)
    }) {
        f.name_not = Some(n);
    }
    if c.lit("レストの") {
        f.rested = Some(true);
    } else if c.lit("アクティブの") {
        f.rested = Some(false);
    }
    cost_part(c, &mut f);
    power_part(c, &mut f);
    // 「【登場時】効果を持たない」
    if let Some(w) = c.attempt(|c| {
        let w = crate::grammar::words::when_tag(c, game_core::Lang::Ja)?;
        c.lit("効果を持たない").then_some(w)
    }) {
        f.without_auto = Some(w);
    }
    colour_part(c, &mut f);
    if let Some(v) = qualities(c) {
        f.any_of = v;
    } else if let Some(t) = traits(c) {
        f.traits = t;
    }
    attribute_part(c, &mut f);
    // 「【ブロッカー】を持つキャラ」
    f.keyword = c.attempt(|c| {
        let k = crate::grammar::words::read(c, crate::grammar::words::KEYWORDS, game_core::Lang::Ja, false)?;
        c.lit("を持つ").then_some(k)
    });
    f
}

pub(super) fn what(c: &mut Cursor) -> Option<Targetable> {
    if c.lit("リーダーかキャラ") {
        Some(Targetable::LeaderOrCharacter)
    } else if c.lit("キャラ") {
        Some(Targetable::Character)
    } else if c.lit("リーダー") {
        Some(Targetable::Leader)
    } else if c.lit("ステージ") {
        Some(Targetable::Stage)
    } else {
        None
    }
}

/// Field cards a clause acts on: one selection, 「相手のリーダーとキャラ1枚ずつまで」, or two
/// joined by 「と」 ([`Selector::also`]): 「相手の、コスト3以下のキャラ1枚までとコスト2以下のキャラ
/// 1枚まで」 (the second without a side is the first's), 「コスト8以下のキャラ1枚までと、コスト3
/// 以下のキャラ1枚まで」, 「このキャラと相手のキャラ1枚まで」.
pub fn selector(c: &mut Cursor) -> Option<Selector> {
    if let Some(s) = leader_and_character_each(c) {
        return Some(s);
    }
    let first = single_selector(c)?;
    if first.all || first.what == Targetable::Chosen {
        return Some(first);
    }
    let second = c.attempt(|c| {
        c.lit("と").then_some(())?;
        c.lit("、");
        let mut s = single_selector(c)?;
        (s.up_to && !s.all).then_some(())?;
        if s.side == Side::Either && first.what != Targetable::This {
            s.side = first.side;
        }
        Some(s)
    });
    Some(match second {
        Some(s) => first.and(s),
        None => first,
    })
}

/// 「相手のリーダーとキャラ1枚ずつまで」: up to 1 of the Leader and up to 1 of the Characters.
fn leader_and_character_each(c: &mut Cursor) -> Option<Selector> {
    c.attempt(|c| {
        let side = if c.lit("相手の") {
            Side::Opponent
        } else if c.lit("自分の") {
            Side::You
        } else {
            return None;
        };
        c.lit("リーダーとキャラ").then_some(())?;
        let n = c.count()?;
        // 「リーダーとキャラ1枚まで」: a printing without 「ずつ」 ("up to 1 each of …")
        c.any(&["枚ずつまで", "枚まで"]).then_some(())?;
        Some(Selector::up_to(n, side, Targetable::Leader, Filter::any()).and(Selector::up_to(n, side, Targetable::Character, Filter::any())))
    })
}

/// One selection: a shape of the selector table, 「自分のリーダー」, 「このキャラ」, 「…すべて」,
/// 「…N枚まで」.
fn single_selector(c: &mut Cursor) -> Option<Selector> {
    if let Some(s) = crate::grammar::parse_selector(c, LANG) {
        return Some(s);
    }
    c.attempt(|c| {
        if c.lit("自分のリーダー") && !c.starts("か") && !c.starts("とキャラ合計") {
            if !c.starts("1枚まで") {
                return Some(Selector::your_leader());
            }
            c.lit("1枚まで");
            return Some(Selector::up_to(1, Side::You, Targetable::Leader, Filter::any()));
        }
        None
    })
    .or_else(|| {
        c.attempt(|c| {
            // 「相手のライフの枚数以下のコストを持つ」: a bound counted when the clause resolves
            let life = c.attempt(|c| {
                if c.lit("お互いのライフの合計枚数以下のコストを持つ") {
                    return Some(Side::Either);
                }
                let side = if c.lit("相手の") { Side::Opponent } else if c.lit("自分の") { Side::You } else { return None };
                c.lit("ライフの枚数以下のコストを持つ").then_some(side)
            });
            let not_this = c.lit("このキャラ以外の");
            if !not_this && life.is_none() && this_card(c) {
                return Some(Selector::this());
            }
            let name_not = c.attempt(|c| {
                let n = name(c)?;
                c.lit("以外の").then_some(n)
            });
            let side = if c.lit("相手の") {
                Side::Opponent
            } else if c.lit("自分の") {
                Side::You
            } else {
                Side::Either
            };
            // 「相手の、パワー3000以下のキャラ1枚までと…」: the side set apart from its limits
            if side != Side::Either {
                c.lit("、");
            }
            let mut f = field_prefix(c);
            f.not_this = not_this;
            f.cost_max_life = life;
            if name_not.is_some() {
                f.name_not = name_not;
            }
            if !f.traits.is_empty() || side == Side::Opponent {
                c.lit("、");
            }
            // 「リーダーかコスト5以下のキャラ」: the cost or power limit of the Character part
            if f.cost_max.is_none() && f.cost_min.is_none() && f.power_max.is_none() && f.power_min.is_none() {
                if let Some(inner) = c.attempt(|c| {
                    c.lit("リーダーか").then_some(())?;
                    let mut inner = Filter::any();
                    cost_part(c, &mut inner);
                    power_part(c, &mut inner);
                    (inner != Filter::any() && c.lit("キャラ")).then_some(inner)
                }) {
                    f.cost_max = inner.cost_max;
                    f.cost_min = inner.cost_min;
                    f.power_max = inner.power_max;
                    f.power_min = inner.power_min;
                    let n = c.count()?;
                    c.lit("枚まで").then_some(())?;
                    return Some(Selector::up_to(n, side, Targetable::LeaderOrCharacter, f));
                }
            }
            // 「リーダーとキャラ合計3枚まで」: one choice among both
            let w = if c.starts("リーダーとキャラ合計") {
                c.lit("リーダーとキャラ");
                Targetable::LeaderOrCharacter
            } else {
                what(c)?
            };
            // 「コスト1以下のキャラすべて」: every matching card, no choice; 「自分のキャラは、…KOされない」
            // names them all too
            if w != Targetable::Leader && (c.lit("すべて") || (side == Side::You && w == Targetable::Character && c.starts("は、"))) {
                return Some(Selector::all(side, w, f));
            }
            // 「リーダーかキャラ合計2枚まで」: the same choice
            if w == Targetable::LeaderOrCharacter {
                c.lit("合計");
            }
            let n = c.count()?;
            c.lit("枚まで").then_some(())?;
            Some(Selector::up_to(n, side, w, f))
        })
    })
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
