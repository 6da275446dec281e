//! The Japanese grammar (日本語のカードテキスト), mirroring [`crate::render::ja`].
//!
//! Clauses chain with 「、」 in the continuative form (連用形: 引き, 捨て, KOし …) and end with the
//! final form and 「。」; sentences are joined by 「その後、」; conditions end in 「場合、」.

use std::ops::Range;

use opcg_engine::effect::{
    Ability, Act, ActTiming, Amount, Condition, Continuous, Cost, Counted, Duration, Effect, Extra, Filter, KoCause,
    Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition, Replaceable, RestTo, Selector, Side, StaticTarget, Targetable,
    When,
};
use opcg_engine::{CardKind, Colour, Keyword};

use super::cursor::Cursor;
use super::{Block, Item, Tags};
use crate::render::ja::continuative;

pub const KEYWORDS: &[(&str, Keyword)] = &[
    ("【速攻：キャラ】", Keyword::RushCharacter),
    ("【ダブルアタック】", Keyword::DoubleAttack),
    ("【ブロック不可】", Keyword::Unblockable),
    ("【ブロッカー】", Keyword::Blocker),
    ("【バニッシュ】", Keyword::Banish),
    ("【速攻】", Keyword::Rush),
];

pub const WHENS: &[(&str, When)] = &[
    ("【登場時】", When::OnPlay),
    ("【アタック時】", When::WhenAttacking),
    ("【ブロック時】", When::OnBlock),
    ("【KO時】", When::OnKo),
    ("【自分のターン終了時】", When::EndOfYourTurn),
    ("【相手のターン終了時】", When::EndOfOpponentsTurn),
    ("【相手のアタック時】", When::OnOpponentsAttack),
];

pub const TIMINGS: &[(&str, ActTiming)] =
    &[("【起動メイン】", ActTiming::ActivateMain), ("【メイン】", ActTiming::Main), ("【カウンター】", ActTiming::Counter)];

/// ドン‼ in its spellings.
pub fn don(c: &mut Cursor) -> bool {
    c.any(&["ドン‼", "ドン!!", "ドン !!", "ドン！！"])
}

pub fn keyword(c: &mut Cursor) -> Option<Keyword> {
    KEYWORDS.iter().find(|(t, _)| c.lit(t)).map(|(_, k)| *k)
}

/// A parenthesised reminder (ASCII or full-width parentheses).
pub fn reminder(c: &mut Cursor) -> bool {
    c.attempt(|c| {
        c.spaces();
        let close = if c.lit("(") {
            ')'
        } else if c.lit("（") {
            '）'
        } else {
            return None;
        };
        let rest = c.rest();
        let i = rest.find(close)?;
        c.pos += i + close.len_utf8();
        Some(())
    })
    .is_some()
}

pub fn keyword_line(line: &str) -> Option<Vec<Keyword>> {
    let mut c = Cursor::new(line);
    let mut out = Vec::new();
    loop {
        c.spaces();
        if c.at_end() {
            break;
        }
        out.push(keyword(&mut c)?);
        reminder(&mut c);
    }
    (!out.is_empty()).then_some(out)
}

pub fn tags(c: &mut Cursor) -> Tags {
    let mut t = Tags::default();
    loop {
        c.spaces();
        if let Some(n) = c.attempt(|c| {
            c.lit("【").then_some(())?;
            don(c).then_some(())?;
            c.any(&["×", "x"]).then_some(())?;
            let n = c.count()?;
            c.lit("】").then_some(n)
        }) {
            t.conditions.push(Condition::Don(n));
        } else if c.lit("【自分のターン中】") {
            t.conditions.push(Condition::YourTurn);
        } else if c.lit("【相手のターン中】") {
            t.conditions.push(Condition::OpponentsTurn);
        } else if c.lit("【ターン1回】") {
            t.once = true;
        } else if t.when.is_none() && t.timing.is_none() && WHENS.iter().any(|(s, _)| c.starts(s)) {
            // a second timing tag ("[On Play]/[When Attacking]") is left to the body, unread
            t.when = WHENS.iter().find(|(s, _)| c.lit(s)).map(|(_, w)| w.clone());
        } else if t.when.is_none() && t.timing.is_none() && TIMINGS.iter().any(|(s, _)| c.starts(s)) {
            t.timing = TIMINGS.iter().find(|(s, _)| c.lit(s)).map(|(_, a)| *a);
        } else {
            break;
        }
    }
    t
}

/// A verb in its final (終止形) or continuative (連用形) form.
fn verb(c: &mut Cursor, final_form: &str, cont: bool) -> bool {
    if cont { c.lit(&continuative(final_form)) } else { c.lit(final_form) }
}

// ---------------------------------------------------------------------------------------------
// Costs

pub fn circled(c: &mut Cursor) -> Option<u8> {
    super::en::circled(c)
}

fn this_card(c: &mut Cursor) -> bool {
    c.any(&["このキャラ", "このリーダー", "このステージ", "このカード"])
}

/// One cost; `last` asks for the 「できる」 form, otherwise the continuative.
fn cost(c: &mut Cursor, last: bool) -> Option<Cost> {
    c.attempt(|c| {
        if this_card(c) {
            if c.lit("をレストに") {
                return if last { c.lit("できる").then_some(Cost::RestThis) } else { c.lit("し").then_some(Cost::RestThis) };
            }
            if c.lit("をトラッシュに置") {
                return if last { c.lit("くことができる") } else { c.lit("き") }.then_some(Cost::TrashThis);
            }
            return None;
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚").then_some(())?;
            if c.starts("とこのキャラをレストに") {
                return Some(n);
            }
            c.lit("をレストに").then_some(())?;
            if last { c.lit("できる") } else { c.lit("し") }.then_some(n)
        }) {
            return Some(Cost::RestDon(n));
        }
        if let Some((n, f)) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let f = field_prefix(c);
            c.lit("キャラ").then_some(())?;
            let n = c.count()?;
            c.lit("枚をレストに").then_some(())?;
            if last { c.lit("できる") } else { c.lit("し") }.then_some((n, f))
        }) {
            return Some(Cost::RestCharacters { count: n, filter: f });
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("自分のライフの上から").then_some(())?;
            let n = c.count()?;
            c.lit("枚を手札に加え").then_some(())?;
            if last {
                c.lit("ることができる").then_some(())?;
            }
            Some(n)
        }) {
            return Some(Cost::LifeToHand(n));
        }
        if c.lit("自分の手札") {
            let filter = if c.any(&["から", "の"]) { hand_filter(c)? } else { Filter::any() };
            let n = c.count()?;
            c.lit("枚を捨て").then_some(())?;
            if last {
                c.lit("ることができる").then_some(())?;
            }
            return Some(Cost::TrashFromHand { count: n, filter });
        }
        None
    })
}

pub fn costs(c: &mut Cursor) -> Option<Vec<Cost>> {
    c.attempt(|c| {
        let mut out = Vec::new();
        loop {
            if let Some(n) = circled(c) {
                reminder(c);
                out.push(Cost::RestDon(n));
            } else if let Some(n) = c.attempt(|c| {
                don(c).then_some(())?;
                c.sign().filter(|p| !p)?;
                c.count()
            }) {
                reminder(c);
                out.push(Cost::ReturnDon(n));
            } else {
                break;
            }
        }
        if !out.is_empty() && !c.starts("：") {
            c.any(&["、", "，", ","]).then_some(())?;
        }
        loop {
            if c.starts("：") {
                break;
            }
            if let Some(k) = c.attempt(|c| {
                let k = cost(c, false)?;
                c.lit("、").then_some(k)
            }) {
                out.push(k);
                continue;
            }
            if let Some(k) = c.attempt(|c| {
                let k = cost(c, false)?;
                c.lit("と").then_some(k)
            }) {
                out.push(k);
                if c.lit("このキャラをレストにし、") {
                    out.push(Cost::RestThis);
                    continue;
                }
                c.lit("このキャラをレストにできる").then_some(())?;
                out.push(Cost::RestThis);
                break;
            }
            out.push(cost(c, true)?);
            break;
        }
        if out.is_empty() {
            return None;
        }
        c.lit("：").then_some(out)
    })
}

// ---------------------------------------------------------------------------------------------
// Filters and selectors

fn name(c: &mut Cursor) -> Option<String> {
    c.attempt(|c| {
        c.lit("「").then_some(())?;
        c.until("」").map(str::to_string)
    })
}

/// 特徴《A》か《B》を持つ, or 『X』を含む特徴を持つ (a partial trait, 2-4-3-1).
fn traits(c: &mut Cursor) -> Option<Vec<String>> {
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

/// 「コストN以下の」 etc.
fn cost_part(c: &mut Cursor, f: &mut Filter) {
    if let Some((lo, hi)) = c.attempt(|c| {
        c.lit("コスト").then_some(())?;
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
    }) {
        f.cost_min = lo;
        f.cost_max = hi;
    }
}

pub const COLOURS: &[(&str, Colour)] = &[
    ("赤の", Colour::Red),
    ("緑の", Colour::Green),
    ("青の", Colour::Blue),
    ("紫の", Colour::Purple),
    ("黒の", Colour::Black),
    ("黄の", Colour::Yellow),
];

fn colour_part(c: &mut Cursor, f: &mut Filter) {
    if let Some((_, k)) = COLOURS.iter().find(|(w, _)| c.lit(w)) {
        f.colour = Some(*k);
    }
}

fn power_part(c: &mut Cursor, f: &mut Filter) {
    if let Some((lo, hi)) = c.attempt(|c| {
        c.lit("パワー").then_some(())?;
        let n = c.num()?;
        if c.lit("以下の") {
            Some((None, Some(n)))
        } else if c.lit("以上の") {
            Some((Some(n), None))
        } else {
            None
        }
    }) {
        f.power_min = lo;
        f.power_max = hi;
    }
}

/// Hand or deck cards: 「「名」以外のコストN以下の特徴《T》を持つキャラカード」 or 「「名」」.
fn hand_filter(c: &mut Cursor) -> Option<Filter> {
    c.attempt(|c| {
        let mut f = Filter::any();
        if let Some(n) = c.attempt(|c| {
            let n = name(c)?;
            c.lit("以外の").then_some(n)
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
        if let Some(t) = traits(c) {
            f.traits = t;
        }
        if c.lit("【トリガー】を持つ") {
            f.has_trigger = Some(true);
        }
        if c.lit("キャラカード") {
            f.kind = Some(CardKind::Character);
        } else if c.lit("イベントカード") || c.lit("イベント") {
            f.kind = Some(CardKind::Event);
        } else if c.lit("ステージカード") {
            f.kind = Some(CardKind::Stage);
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

fn field_prefix(c: &mut Cursor) -> Filter {
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
    colour_part(c, &mut f);
    if let Some(t) = traits(c) {
        f.traits = t;
    }
    f
}

fn what(c: &mut Cursor) -> Option<Targetable> {
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

pub fn selector(c: &mut Cursor) -> Option<Selector> {
    c.attempt(|c| {
        if c.lit("自分のリーダー") && !c.starts("か") {
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
            let not_this = c.lit("このキャラ以外の");
            if !not_this && this_card(c) {
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
            if side == Side::You && !not_this && name_not.is_none() {
                if let Some((name, n)) = c.attempt(|c| {
                    let name = name(c)?;
                    let n = c.count()?;
                    c.lit("枚まで").then_some((name, n))
                }) {
                    let f = Filter { name: Some(NameMatch::Exact(name)), ..Filter::any() };
                    return Some(Selector::up_to(n, Side::You, Targetable::LeaderOrCharacter, f));
                }
            }
            let mut f = field_prefix(c);
            f.not_this = not_this;
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
            let w = what(c)?;
            let n = c.count()?;
            c.lit("枚まで").then_some(())?;
            Some(Selector::up_to(n, side, w, f))
        })
    })
}

fn duration(c: &mut Cursor) -> Option<Duration> {
    if c.lit("このターン中") {
        Some(Duration::ThisTurn)
    } else if c.lit("このバトル中") {
        Some(Duration::ThisBattle)
    } else if c.lit("次の自分のターン開始時まで") {
        Some(Duration::UntilStartOfYourNextTurn)
    } else {
        None
    }
}

/// 「パワー+N」/「コスト-N」
fn delta(c: &mut Cursor) -> Option<(i32, bool)> {
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

// ---------------------------------------------------------------------------------------------
// Conditions

pub fn condition(c: &mut Cursor) -> Option<Condition> {
    c.attempt(|c| {
        if c.lit("自分のリーダーが") {
            if let Some(t) = traits(c) {
                if t.len() != 1 {
                    return None;
                }
                return t.into_iter().next().map(Condition::LeaderHasTrait);
            }
            let n = name(c)?;
            c.lit("の").then_some(())?;
            return Some(Condition::LeaderNamed(n));
        }
        if c.lit("このキャラがレストの") {
            return Some(Condition::ThisRested);
        }
        if let Some((has, n)) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let n = name(c)?;
            c.lit("が").then_some(())?;
            if c.lit("いない") {
                Some((false, n))
            } else if c.lit("いる") {
                Some((true, n))
            } else {
                None
            }
        }) {
            let f = Filter { name: Some(NameMatch::Exact(n)), ..Filter::any() };
            let cond = Condition::AtLeast(Counted::YourCharacters(f), 1);
            return Some(if has { cond } else { Condition::Not(Box::new(cond)) });
        }
        if let Some(cond) = c.attempt(|c| {
            let not_this = c.lit("このキャラ以外の");
            let name_not = c.attempt(|c| {
                let n = name(c)?;
                c.lit("以外の").then_some(n)
            });
            let you = if c.lit("自分の") {
                true
            } else if c.lit("相手の") {
                false
            } else {
                return None;
            };
            let mut f = field_prefix(c);
            f.not_this = not_this;
            if name_not.is_some() {
                f.name_not = name_not;
            }
            c.lit("キャラが").then_some(())?;
            let (n, most) = if c.lit("いる") {
                (1, false)
            } else {
                let n = c.num()?;
                c.lit("枚").then_some(())?;
                let most = if c.lit("以下") {
                    true
                } else if c.lit("以上") {
                    false
                } else {
                    return None;
                };
                if !(most && c.lit("の")) {
                    c.lit("いる").then_some(())?;
                }
                (n, most)
            };
            let what = if you { Counted::YourCharacters(f) } else { Counted::OpponentCharacters(f) };
            Some(if most { Condition::AtMost(what, n) } else { Condition::AtLeast(what, n) })
        }) {
            return Some(cond);
        }
        let what = if c.lit("自分のライフが") {
            Counted::YourLife
        } else if c.lit("相手のライフが") {
            Counted::OpponentLife
        } else if c.lit("自分の手札が") {
            Counted::YourHand
        } else if c.lit("自分のトラッシュが") {
            Counted::YourTrash
        } else if c.lit("自分のデッキが") {
            Counted::YourDeck
        } else if c.any(&["自分の場の", "自分の場に"]) && don(c) && c.lit("が") {
            Counted::YourDonOnField
        } else {
            return None;
        };
        let n = c.num()?;
        c.lit("枚").then_some(())?;
        let most = if c.lit("以下") {
            true
        } else if c.lit("以上") {
            false
        } else {
            return None;
        };
        if !c.lit("の") {
            c.lit("ある").then_some(())?;
        }
        Some(if most { Condition::AtMost(what, n) } else { Condition::AtLeast(what, n) })
    })
}

// ---------------------------------------------------------------------------------------------
// Effects

fn clause(c: &mut Cursor, cont: bool) -> Option<Effect> {
    c.attempt(|c| {
        if let Some(e) = c.attempt(|c| {
            c.lit("カード").then_some(())?;
            let n = c.count()?;
            c.lit("枚までを").then_some(())?;
            verb(c, "引く", cont).then_some(Effect::DrawUpTo(n))
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("カード").then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            verb(c, "引く", cont).then_some(Effect::Draw(Amount::Fixed(i32::from(n))))
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("このカードの").then_some(())?;
            let (_, t) = TIMINGS.iter().find(|(s, _)| c.lit(s))?;
            c.lit("効果を").then_some(())?;
            verb(c, "発動する", cont).then_some(Effect::ActivateOwn(*t))
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("このカードを").then_some(())?;
            verb(c, "登場させる", cont).then_some(Effect::PlayThis)
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.any(&["自分の手札", "手札"]).then_some(())?;
            let filter = if c.lit("から") { hand_filter(c)? } else { Filter::any() };
            let n = c.count()?;
            let up_to = c.lit("枚までを");
            if !up_to {
                c.lit("枚を").then_some(())?;
            }
            verb(c, "捨てる", cont).then_some(Effect::TrashFromHand { count: n, up_to, filter })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("相手は自身の手札").then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            verb(c, "捨てる", cont).then_some(Effect::OpponentTrashesFromHand { count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = search(c, cont) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let from = if c.any(&["自分の手札から", "自分の手札の"]) {
                PlayFrom::Hand
            } else if c.any(&["自分のトラッシュから", "自分のトラッシュの"]) {
                PlayFrom::Trash
            } else {
                return None;
            };
            let filter = hand_filter(c)?;
            let n = c.count()?;
            c.lit("枚までを、").then_some(())?;
            let rested = c.lit("レストで");
            verb(c, "登場させる", cont).then_some(Effect::Play { from, filter, up_to: n, rested })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("自分の");
            don(c).then_some(())?;
            c.lit("デッキから").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚までを").then_some(())?;
            c.lit("、");
            let rested = if c.lit("レストで") {
                true
            } else if c.lit("アクティブで") {
                false
            } else {
                return None;
            };
            verb(c, "追加する", cont).then_some(Effect::AddDon { count: n, rested })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let to = if c.lit("自分のリーダーかキャラ1枚に") {
                Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any())
            } else if c.attempt(|c| (this_card(c) && c.lit("に")).then_some(())).is_some() {
                Selector::this()
            } else {
                c.attempt(|c| {
                    c.lit("自分の").then_some(())?;
                    let f = field_prefix(c);
                    c.lit("、");
                    let w = what(c)?;
                    if w == Targetable::Leader && c.lit("に") {
                        return Some(Selector { filter: f, ..Selector::your_leader() });
                    }
                    let k = c.count()?;
                    c.lit("枚に").then_some(Selector { side: Side::You, what: w, filter: f, count: k, up_to: false })
                })?
            };
            c.lit("レストの").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚までを").then_some(())?;
            c.lit("、");
            verb(c, "付与する", cont).then_some(Effect::GiveRestedDon { count: n, to })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            verb(c, "レストにする", cont).then_some(Effect::RestDon { count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚までを").then_some(())?;
            c.lit("、");
            verb(c, "アクティブにする", cont).then_some(Effect::SetDonActive { count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.any(&["自分のデッキの上から", "デッキの上から"]).then_some(())?;
            let n = c.count()?;
            c.lit("枚までを、ライフの上に").then_some(())?;
            verb(c, "加える", cont).then_some(Effect::DeckToLife { count: n, face_up: false })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("自分のライフの上から").then_some(())?;
            let n = c.count()?;
            c.lit("枚を手札に").then_some(())?;
            verb(c, "加える", cont).then_some(Effect::LifeToHand { count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let side = if c.lit("自分のデッキの上から") {
                Side::You
            } else if c.lit("相手のデッキの上から") {
                Side::Opponent
            } else {
                return None;
            };
            let n = c.count()?;
            c.lit("枚をトラッシュに").then_some(())?;
            verb(c, "置く", cont).then_some(Effect::MillTop { side, count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("自分の手札").then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            if n > 1 {
                c.lit("好きな順番で").then_some(())?;
            }
            let bottom = if c.lit("デッキの下に") {
                true
            } else if c.lit("デッキの上に") {
                false
            } else {
                return None;
            };
            verb(c, "置く", cont).then_some(Effect::HandToDeck { count: n, bottom })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("相手は自身の場の").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            don(c).then_some(())?;
            c.lit("デッキに").then_some(())?;
            verb(c, "戻す", cont).then_some(Effect::SideReturnsDon { side: Side::Opponent, count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            c.lit("相手のライフの上から").then_some(())?;
            let n = c.count()?;
            c.lit("枚をトラッシュに").then_some(())?;
            verb(c, "置く", cont).then_some(Effect::TrashLife { side: Side::Opponent, count: n })
        }) {
            return Some(e);
        }
        if let Some(e) = c.attempt(|c| {
            let side = if c.lit("相手は、") {
                Side::Opponent
            } else if c.lit("自分は、") {
                Side::You
            } else {
                return None;
            };
            let duration = duration(c)?;
            c.lit("、").then_some(())?;
            let what = if c.lit("【ブロッカー】を発動できない") {
                PlayerRestriction::ActivateBlocker
            } else if c.lit("キャラカードを登場させることができない") {
                PlayerRestriction::PlayCharacters
            } else if side == Side::You && c.lit("自分の効果でライフを手札に加えられない") {
                PlayerRestriction::LifeToHandByEffect
            } else {
                return None;
            };
            (!cont).then_some(Effect::Restrict { side, what, duration })
        }) {
            return Some(e);
        }
        targeted(c, cont)
    })
}

fn targeted(c: &mut Cursor, cont: bool) -> Option<Effect> {
    if let Some(e) = c.attempt(|c| {
        // 「このターン中、このキャラはパワー+1000」
        let d = duration(c)?;
        c.lit("、").then_some(())?;
        let sel = selector(c)?;
        c.lit("は").then_some(())?;
        let (v, power) = delta(c)?;
        if cont {
            c.lit("し").then_some(())?;
        }
        let act = if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) };
        Some(Effect::Targeted { sel, act })
    }) {
        return Some(e);
    }
    c.attempt(|c| {
        let sel = selector(c)?;
        if c.lit("は、") {
            let d = duration(c)?;
            c.lit("、").then_some(())?;
            if let Some(p) = prohibition(c) {
                return (!cont).then_some(Effect::Targeted { sel, act: Act::Prohibit(p, d) });
            }
            if let Some(k) = keyword(c) {
                c.lit("を").then_some(())?;
                return verb(c, "得る", cont).then_some(Effect::Targeted { sel, act: Act::Grant(k, d) });
            }
            let (v, power) = delta(c)?;
            if cont {
                c.lit("し").then_some(())?;
            }
            let act = if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) };
            return Some(Effect::Targeted { sel, act });
        }
        if !c.lit("を、") {
            c.lit("を").then_some(())?;
        }
        if let Some(d) = duration(c) {
            c.lit("、").then_some(())?;
            if c.lit("効果を無効に") && verb(c, "する", cont) {
                return Some(Effect::Targeted { sel, act: Act::Negate(d) });
            }
            let (v, power) = delta(c)?;
            if cont {
                c.lit("し").then_some(())?;
            }
            let act = if power { Act::Power(Amount::Fixed(v), d) } else { Act::Cost(v, d) };
            return Some(Effect::Targeted { sel, act });
        }
        let act = if verb(c, "KOする", cont) {
            Act::Ko
        } else if verb(c, "レストにする", cont) {
            Act::Rest
        } else if verb(c, "アクティブにする", cont) {
            Act::SetActive
        } else if verb(c, "トラッシュに置く", cont) {
            Act::Trash
        } else if c.lit("持ち主の手札に") && verb(c, "戻す", cont) {
            Act::ReturnToHand
        } else if c.lit("持ち主のデッキの下に") && (verb(c, "置く", cont) || verb(c, "戻す", cont)) {
            Act::ToDeckBottom
        } else if c.lit("持ち主のデッキの上に") && verb(c, "置く", cont) {
            Act::ToDeckTop
        } else {
            return None;
        };
        Some(Effect::Targeted { sel, act })
    })
}

/// 「自分のデッキの上からN枚を見て、…N枚までを公開し、手札に加える。その後、残りを好きな順番で
/// デッキの下に置く」
fn search(c: &mut Cursor, cont: bool) -> Option<Effect> {
    c.attempt(|c| {
        c.any(&["自分のデッキの上から", "デッキの上から"]).then_some(())?;
        let look = c.count()?;
        c.lit("枚を見て、").then_some(())?;
        let filter = hand_filter(c)?;
        let up_to = c.count()?;
        let pick_to = if c.any(&["枚までを公開し、手札に加える。その後、", "枚までを手札に加える。その後、"]) {
            PickTo::Hand
        } else {
            c.lit("枚までを、").then_some(())?;
            let rested = c.lit("レストで");
            c.lit("登場させる。その後、").then_some(())?;
            PickTo::Play { rested }
        };
        let rest = if c.lit("残りを好きな順番でデッキの下に") && verb(c, "置く", cont) {
            RestTo::BottomAnyOrder
        } else if c.lit("残りをトラッシュに") && verb(c, "置く", cont) {
            RestTo::Trash
        } else {
            return None;
        };
        Some(Effect::Search { look, filter, up_to, pick_to, rest })
    })
}

fn chain(c: &mut Cursor) -> Option<Effect> {
    c.attempt(|c| {
        if let Some(cond) = c.attempt(|c| {
            let cond = condition(c)?;
            c.lit("場合、").then_some(cond)
        }) {
            let body = chain(c)?;
            return Some(Effect::If(cond, Box::new(body)));
        }
        let mut parts = Vec::new();
        loop {
            if let Some(e) = c.attempt(|c| {
                let e = clause(c, true)?;
                c.lit("、").then_some(e)
            }) {
                parts.push(e);
                continue;
            }
            parts.push(clause(c, false)?);
            break;
        }
        Some(if parts.len() == 1 { parts.remove(0) } else { Effect::Seq(parts) })
    })
}

/// The part of an unread sentence that is not understood: its 「…場合、」 when the condition is
/// unknown, or what follows a known condition.
fn narrow(src: &str, start: usize, end: usize) -> (usize, usize) {
    let Some(at) = src.get(start..end).and_then(|s| s.find("場合、")).map(|i| start + i) else {
        return (start, end);
    };
    let after = at + "場合、".len();
    let mut c = Cursor { src, pos: start };
    let cond_ok = c.attempt(|c| {
        condition(c)?;
        (c.pos == at).then_some(())
    });
    match cond_ok {
        Some(()) => narrow(src, after, end),
        None => (start, after),
    }
}

fn sentence_end(s: &str, from: usize) -> usize {
    s.get(from..).and_then(|r| r.find('。')).map_or(s.len(), |i| from + i + '。'.len_utf8())
}

pub fn sentences(c: &mut Cursor, options: &[(usize, &str)], err: &mut Vec<Range<usize>>, base: usize) -> Option<Effect> {
    if !options.is_empty() && c.starts("以下から1つを選ぶ。") {
        c.lit("以下から1つを選ぶ。");
        if !c.at_end() {
            err.push(base + c.pos..base + c.src.len());
            return None;
        }
        let mut opts = Vec::new();
        let mut ok = true;
        for (off, line) in options {
            let mut oc = Cursor::new(line);
            if !oc.lit("・") && !oc.lit("• ") {
                err.push(*off..*off + line.len());
                ok = false;
                continue;
            }
            match sentences(&mut oc, &[], err, *off) {
                Some(e) => opts.push(e),
                None => ok = false,
            }
        }
        return ok.then_some(Effect::ChooseOne(opts));
    }
    let mut out = Vec::new();
    loop {
        let start = c.pos;
        match c.attempt(|c| {
            let e = chain(c)?;
            c.lit("。").then_some(e)
        }) {
            Some(e) => out.push(e),
            None => {
                let (a, b) = narrow(c.src, start, sentence_end(c.src, start));
                err.push(base + a..base + b);
                return None;
            }
        }
        if c.at_end() {
            break;
        }
        if !c.lit("その後、") {
            err.push(base + c.pos..base + c.src.len());
            return None;
        }
    }
    Some(match out.len() {
        1 => match out.remove(0) {
            Effect::Seq(v) => Effect::Seq(vec![Effect::Seq(v)]),
            e => e,
        },
        _ => Effect::Seq(out),
    })
}

// ---------------------------------------------------------------------------------------------
// Permanent effects

fn continuous(c: &mut Cursor) -> Option<Continuous> {
    c.attempt(|c| {
        if let Some(f) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let f = field_prefix(c);
            c.any(&["キャラすべてを、", "キャラすべては、", "キャラすべてを"]).then_some(f)
        }) {
            let (v, power) = delta(c)?;
            let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
            return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier });
        }
        if c.lit("相手の") {
            let f = field_prefix(c);
            c.any(&["キャラすべてを、", "キャラすべてを"]).then_some(())?;
            let (v, power) = delta(c)?;
            let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
            return Some(Continuous { target: StaticTarget::OpponentCharacters(f), modifier });
        }
        let target = if c.any(&["このキャラ", "このリーダー", "このステージ"]) {
            StaticTarget::This
        } else if c.lit("自分のリーダー") {
            StaticTarget::YourLeader
        } else {
            return None;
        };
        if c.lit("の") {
            let (v, power) = delta(c)?;
            let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
            return Some(Continuous { target, modifier });
        }
        c.lit("は").then_some(())?;
        if let Some((v, power)) = delta(c) {
            let modifier = if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) };
            return Some(Continuous { target, modifier });
        }
        if let Some(k) = keyword(c) {
            c.lit("を得る").then_some(())?;
            return Some(Continuous { target, modifier: Modifier::Grant(k) });
        }
        let p = if c.lit("アタックできない") {
            Prohibition::Attack
        } else if c.lit("効果でKOされない") {
            Prohibition::BeKoedByEffects
        } else if c.lit("バトルでKOされない") {
            Prohibition::BeKoedInBattle
        } else if c.lit("KOされない") {
            Prohibition::BeKoed
        } else {
            return None;
        };
        Some(Continuous { target, modifier: Modifier::Prohibit(p) })
    })
}

fn prohibition(c: &mut Cursor) -> Option<Prohibition> {
    Some(if c.lit("アタックできない") {
        Prohibition::Attack
    } else if c.lit("【ブロッカー】を発動できない") {
        Prohibition::Block
    } else if c.lit("効果でKOされない") {
        Prohibition::BeKoedByEffects
    } else if c.lit("バトルでKOされない") {
        Prohibition::BeKoedInBattle
    } else if c.lit("KOされない") {
        Prohibition::BeKoed
    } else if c.lit("レストにされない") {
        Prohibition::BeRested
    } else {
        return None;
    })
}

/// 「このキャラが[バトルで|効果で]KOされる場合、代わりに…ことができる。」 and
/// 「このキャラが相手の効果で場を離れる場合、…」 (置換効果 8-1-3-4).
fn replacement(c: &mut Cursor) -> Option<(Replaceable, bool, Effect)> {
    c.attempt(|c| {
        let target = if c.any(&["このキャラ", "このリーダー", "このステージ"]) {
            StaticTarget::This
        } else if c.lit("自分のリーダー") {
            StaticTarget::YourLeader
        } else {
            return None;
        };
        c.lit("が").then_some(())?;
        let event = if c.lit("相手の効果で場を離れる") {
            Replaceable::WouldLeaveFieldByOpponentsEffect { target }
        } else {
            let cause = if c.lit("バトルで") {
                Some(KoCause::Battle)
            } else if c.lit("効果で") {
                Some(KoCause::Effect)
            } else {
                None
            };
            c.lit("KOされる").then_some(())?;
            Replaceable::WouldBeKoed { target, cause }
        };
        c.lit("場合、代わりに").then_some(())?;
        let instead = chain(c)?;
        let optional = c.lit("ことができる");
        c.lit("。").then_some((event, optional, instead))
    })
}

pub fn block(b: &Block) -> Result<Item, Vec<Range<usize>>> {
    if let Some(k) = keyword_line(b.line) {
        return Ok(Item::Keywords(k));
    }
    if let Some(n) = b
        .line
        .strip_prefix("ルール上、このカードはカード名を「")
        .and_then(|r| r.strip_suffix("」としても扱う。"))
        .filter(|n| !n.is_empty() && !n.contains(['「', '」']))
    {
        return Ok(Item::Ability(Ability::AlsoHas(Extra::Name(n.to_string()))));
    }
    let mut c = Cursor::new(b.line);
    let t = tags(&mut c);
    let body_start = c.pos;
    if t.when.is_none() && t.timing.is_none() {
        if let Some((event, optional, instead)) = c.attempt(|c| {
            let r = replacement(c)?;
            c.at_end().then_some(r)
        }) {
            return Ok(Item::Ability(Ability::Replacement {
                event,
                conditions: t.conditions.clone(),
                once_per_turn: t.once,
                optional,
                instead,
            }));
        }
        let mut conditions = t.conditions.clone();
        let r = c.attempt(|c| {
            if let Some(cond) = c.attempt(|c| {
                let cond = condition(c)?;
                c.lit("場合、").then_some(cond)
            }) {
                conditions.push(cond);
            }
            let e = continuous(c)?;
            c.lit("。").then_some(())?;
            c.at_end().then_some(e)
        });
        return match (r, t.once) {
            (Some(effect), false) => Ok(Item::Ability(Ability::Permanent { conditions, effect })),
            _ => Err(super::one_span(b.base + body_start, b.base + b.line.len())),
        };
    }
    let cost = costs(&mut c).unwrap_or_default();
    if cost.is_empty() {
        // an unknown cost 「…できる：」 is reported as such
        let rest = c.rest();
        if let Some(i) = rest.find('：').filter(|i| !rest[..*i].contains('。')) {
            return Err(super::one_span(b.base + c.pos, b.base + c.pos + i + '：'.len_utf8()));
        }
    }
    let mut err = Vec::new();
    let effect = sentences(&mut c, &b.options, &mut err, b.base);
    match effect {
        Some(effect) if err.is_empty() => match t.into_ability(cost, effect) {
            Some(a) => Ok(Item::Ability(a)),
            None => Err(super::one_span(b.base + body_start, b.base + b.line.len())),
        },
        _ => Err(if err.is_empty() { super::one_span(b.base + body_start, b.base + b.line.len()) } else { err }),
    }
}

pub fn trigger(line: &str) -> Result<Effect, Range<usize>> {
    let mut c = Cursor::new(line);
    if !c.lit("【トリガー】") {
        return Err(0..line.len());
    }
    let start = c.pos;
    let cost = costs(&mut c);
    let mut err = Vec::new();
    let e = sentences(&mut c, &[], &mut err, 0);
    match (e, err.first()) {
        (Some(e), None) => Ok(match cost {
            Some(cost) => Effect::MayPay { cost, then: Box::new(e) },
            None => e,
        }),
        (_, Some(r)) => Err(r.clone()),
        (None, None) => Err(start..line.len()),
    }
}
