//! Japanese templates, mirroring [`crate::compile::ja`].
//! Tags, keyword lines and ability lines here; `cost`, `filter`, `permanent` and `effect` hold the
//! template families.

use opcg_engine::effect::{
    Ability, Act, ActTiming, Cmp, Dest, Pile, Amount, Condition, Continuous, Cost, Counted, DeckRule, Duration, Effect, Extra,
    Filter, Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition,
    Selector, Side, StaticTarget, Targetable, When,
};
use opcg_engine::{CardKind, Keyword};

use crate::grammar::words;

const LANG: game_core::Lang = game_core::Lang::Ja;

use super::Ctx;

mod cost;
mod filter;
mod permanent;
mod effect;

pub use cost::{costs, COST_REMINDERS};
pub use effect::{effect, trigger};
use filter::*;
pub(crate) use filter::hand_filter as write_hand_filter;
pub(crate) use filter::{qualities, traits};
use permanent::*;
use effect::*;

/// The te-form of a text ending in a final verb: 置く→置いて, 戻す→戻して, KOする→KOして,
/// 捨てる→捨てて; `None` for another ending.
pub fn te_form(text: &str) -> Option<String> {
    if let Some(s) = text.strip_suffix("する") {
        Some(format!("{s}して"))
    } else if let Some(s) = text.strip_suffix('す') {
        Some(format!("{s}して"))
    } else if let Some(s) = text.strip_suffix('く') {
        Some(format!("{s}いて"))
    } else {
        text.strip_suffix('る').map(|s| format!("{s}て"))
    }
}

/// The potential form (「…できる」) of a final verb, as costs and "instead" parts print it:
/// 「レストにする」 → 「レストにできる」, any other verb → 「…ことができる」 (「置く」 → 「置くことが
/// できる」, 「公開する」 → 「公開することができる」).
#[must_use]
pub fn potential(final_form: &str) -> String {
    match final_form.strip_suffix("にする") {
        Some(s) => format!("{s}にできる"),
        None => format!("{final_form}ことができる"),
    }
}

/// The continuative form (連用形) of a final verb form: 引く→引き, 捨てる→捨て, KOする→KOし.
#[must_use]
pub fn continuative(final_form: &str) -> String {
    if let Some(s) = final_form.strip_suffix("する") {
        format!("{s}し")
    } else if let Some(s) = final_form.strip_suffix("得る") {
        format!("{s}得")
    } else if let Some(s) = final_form.strip_suffix("なる") {
        format!("{s}なり")
    } else if let Some(s) = final_form.strip_suffix('る') {
        s.to_string()
    } else if let Some(s) = final_form.strip_suffix('く') {
        format!("{s}き")
    } else if let Some(s) = final_form.strip_suffix('す') {
        format!("{s}し")
    } else {
        final_form.to_string()
    }
}

pub fn keyword_tag(k: Keyword) -> &'static str {
    words::text_of(words::KEYWORDS, &k, LANG)
}

/// The reminder text of a keyword (2-8-4-1), printed after it.
pub fn reminder(k: Keyword) -> &'static str {
    words::text_of(words::REMINDERS, &k, LANG)
}

pub fn keyword_line(k: Keyword) -> String {
    format!("{}{}", keyword_tag(k), reminder(k))
}

fn when_tag(w: &When) -> &'static str {
    words::text_of(words::WHENS, w, LANG)
}

fn timing_tag(t: ActTiming) -> &'static str {
    words::text_of(words::TIMINGS, &t, LANG)
}

/// Is this condition printed as a tag (「【ドン‼×1】」, 「【自分のターン中】」: `words::condition_tag`)?
fn is_tag(c: &Condition) -> bool {
    words::condition_tag(c, LANG).is_some()
}

pub(crate) fn this(ctx: &Ctx) -> &'static str {
    match ctx.kind {
        CardKind::Leader => "このリーダー",
        CardKind::Stage => "このステージ",
        CardKind::Event | CardKind::Don => "このカード",
        CardKind::Character => "このキャラ",
    }
}

/// The condition before 「場合、」.
/// The continuative ending of a condition joined to the next one (「…を持ち、」「…多色で、」).
/// The continuative forms of a condition's final verb (the first of a verb is written; 「いて」
/// is read, and written back as printed through a string pair of `render::VARIANTS_JA`).
pub const CONJUNCTIVE: &[(&str, &str)] = &[("を持つ", "を持ち"), ("ある", "あり"), ("いる", "おり"), ("の", "で"), ("いる", "いて")];

fn conjunctive(cond: &str) -> String {
    for (fin, cont) in CONJUNCTIVE {
        if let Some(stem) = cond.strip_suffix(fin) {
            return format!("{stem}{cont}");
        }
    }
    cond.to_string()
}

pub fn condition(ctx: &Ctx, c: &Condition) -> String {
    // the families of the one grammar (crate::grammar), then this language's own
    if let Some(s) = crate::grammar::render_condition(c, LANG, this(ctx)) {
        return s;
    }
    match c {
        Condition::Compare(a, cmp, b) => format!(
            "{}の枚数が{}の枚数{}",
            counted_noun(a),
            counted_noun(b),
            match cmp {
                Cmp::Less => "より少ない",
                Cmp::AtMost => "以下の",
                Cmp::Equal => "と同じ",
                Cmp::AtLeast => "以上の",
                Cmp::More => "より多い",
                Cmp::FewerBy(n) => return format!("{}の枚数が{}の枚数より{n}枚以上少ない", counted_noun(a), counted_noun(b)),
            }
        ),
        // written by the table (`grammar::conditions`), which has every one of them
        Condition::ThisActive | Condition::ThisRested | Condition::OnlyCharacters(_) | Condition::LeaderActive | Condition::LeaderAttribute(_)
        | Condition::ChosenAtMost { .. } | Condition::BattledOpponentsCharacterThisTurn
        | Condition::NotDrawnByThisThisTurn => {
            String::new()
        }
        Condition::Don(_) | Condition::YourTurn | Condition::OpponentsTurn => words::condition_tag(c, LANG).unwrap_or_default(),
        Condition::LeaderHasTrait(t) => format!("自分のリーダーが{}", traits(std::slice::from_ref(t))),
        Condition::LeaderNamed(n) => format!("自分のリーダーが「{n}」の"),
        Condition::LeaderHasAnyTrait(t) => match t.as_slice() {
            [a, b] if !a.ends_with('*') && b.ends_with('*') => format!("自分のリーダーが特徴《{a}》か『{}』を含む特徴を持つ", b.trim_end_matches('*')),
            _ => format!("自分のリーダーが{}", traits(t)),
        },
        Condition::LeaderMulticoloured => "自分のリーダーが多色の".into(),
        Condition::DonAtMostOpponents => "自分の場のドン‼が相手の場のドン‼の枚数以下の".into(),
        Condition::OpponentHasMoreDon => "相手の場のドン‼の枚数が自分の場のドン‼の枚数より多い".into(),
        Condition::Any(v) => match v.as_slice() {
            [Condition::Exactly(Counted::YourDonOnField, 0), Condition::AtLeast(Counted::YourDonOnField, n)] => {
                format!("自分の場のドン‼が0枚か、{n}枚以上ある")
            }
            [Condition::LeaderHasTrait(t), Condition::LeaderNamed(n)] => {
                format!("自分のリーダーが{}か「{n}」の", traits(std::slice::from_ref(t)))
            }
            // 「コスト0か8以上のキャラがいる」
            costs if crate::render::any_character_of_costs(costs).is_some() => {
                let [a, b] = crate::render::any_character_of_costs_words(costs, game_core::Lang::Ja).unwrap_or_default();
                format!("コスト{a}か{b}のキャラがいる")
            }
            // 「自分のリーダーが「A」か「B」の」
            names if names.iter().all(|c| matches!(c, Condition::LeaderNamed(_))) => {
                let names: Vec<String> = names.iter().filter_map(|c| if let Condition::LeaderNamed(n) = c { Some(format!("「{n}」")) } else { None }).collect();
                format!("自分のリーダーが{}の", names.join("か"))
            }
            _ => v.iter().map(|c| condition(ctx, c)).collect::<Vec<_>>().join("か、"),
        },
        // 「自分のトラッシュに「A」と「B」がある」
        Condition::All(v) if crate::render::named_in_trash(v).is_some() => {
            let names = crate::render::named_in_trash(v).unwrap_or_default();
            format!("自分のトラッシュに{}がある", names.iter().map(|n| format!("「{n}」")).collect::<Vec<_>>().join("と"))
        }
        Condition::All(v) => {
            let mut parts: Vec<String> = v.iter().map(|c| condition(ctx, c)).collect();
            let last = parts.pop().unwrap_or_default();
            let mut s: String = parts.iter().map(|p| format!("{}、", conjunctive(p))).collect();
            s.push_str(&last);
            s
        }
        Condition::ThisPowerAtLeast(n) => format!("{}のパワーが{n}以上の", this(ctx)),
        Condition::PlayedThisTurn => format!("{}が登場したターンの", this(ctx)),
        Condition::ChosenHasDeclaredCost => "公開したカードが宣言したコストと同じ".into(),
        Condition::ChosenIs(f) if f.kind.is_none() && f.name.is_none() && f.cost_max.is_none() && f.cost_min.is_none() && !f.traits.is_empty() => {
            format!("そのカードが{}", traits(&f.traits))
        }
        Condition::ChosenIs(f) => format!("そのカードが{}の", hand_filter(f)),
        Condition::Exactly(k, n) => {
            let s = counted(k, *n, "");
            // 「自分のライフが2枚の」
            match s.strip_suffix("ある") {
                Some(stem) => format!("{stem}の"),
                None => s,
            }
        }
        Condition::AtMost(k, n) => counted(k, *n, "以下"),
        Condition::AtLeast(k, n) => counted(k, *n, "以上"),
        Condition::Not(inner) => match &**inner {
            Condition::AtLeast(Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(n)), not_this: true, .. }), 1) => {
                format!("自分のキャラの他の「{n}」がいない")
            }
            Condition::AtLeast(Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(n)), .. }), 1) => {
                format!("自分の「{n}」がいない")
            }
            Condition::Exactly(Counted::YourCharacters(f), n) => format!("自分の{}キャラが{n}枚いない", prefix(f)),
            other => format!("{}でない", condition(ctx, other)),
        },
    }
}

fn counted(k: &Counted, n: i32, cmp: &str) -> String {
    let (who, ends) = match k {
        Counted::YourLife => ("自分のライフが".to_string(), "の"),
        Counted::OpponentLife => ("相手のライフが".to_string(), "の"),
        Counted::YourHand => ("自分の手札が".to_string(), "の"),
        Counted::YourTrash => ("自分のトラッシュが".to_string(), "ある"),
        Counted::YourTrashCards(f) => (format!("自分のトラッシュに{}が", hand_filter(f)), "ある"),
        Counted::YourFaceUpLife => ("自分の表向きのライフが".to_string(), "ある"),
        Counted::YourCharactersCostTotal => ("自分のキャラのコストの合計が".to_string(), "の"),
        Counted::YourLifeAndHand => ("自分のライフと手札の合計枚数が".to_string(), "の"),
        Counted::YourHandShortOf(k) => (format!("自分の手札の{k}枚に足りない枚数が"), "の"),
        Counted::YourLeaderAndCharacters(f) => (format!("自分の{}リーダーかキャラが", prefix(f)), if cmp == "以下" { "の" } else { "いる" }),
        // (a count for 「捨てたカード1枚につき」, read only there: `words::DONE`)
        Counted::Done(d) => (format!("{}が", crate::grammar::words::write_per_done(1, *d, LANG).trim_end_matches("1枚につき")), "の"),
        // (the table's rows write 「自分のリーダーのパワーがN以上の」 themselves; a power has no 枚)
        Counted::YourLeaderPower => return format!("自分のリーダーのパワーが{n}{cmp}の"),
        Counted::YourRestedDon => ("自分のレストのドン‼が".to_string(), "ある"),
        Counted::YourGivenDon => ("自分の付与されているドン‼が合計".to_string(), "ある"),
        Counted::OpponentRestedCards => ("相手のレストのカードが".to_string(), "ある"),
        Counted::YourDonOnField => ("自分の場のドン‼が".to_string(), if cmp == "以下" { "の" } else { "ある" }),
        Counted::YourDeck => ("自分のデッキが".to_string(), "の"),
        Counted::DonOnThis => ("このカードに付与されているドン‼が".to_string(), "の"),
        Counted::OpponentHand => ("相手の手札が".to_string(), "ある"),
        Counted::OpponentDonOnField => ("相手の場のドン‼が".to_string(), "ある"),
        Counted::YourActiveDon => ("自分のアクティブのドン‼が".to_string(), "ある"),
        Counted::YourRestedCards => ("自分のレストのカードが".to_string(), "ある"),
        Counted::TotalLife => ("お互いのライフの合計枚数が".to_string(), "の"),
        Counted::AllCharacters(f) if n == 1 && cmp == "以上" => return format!("{}キャラがいる", prefix(f)),
        Counted::AllCharacters(f) => (format!("{}キャラが", prefix(f)), if cmp == "以下" { "の" } else { "いる" }),
        Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(name)), .. }) if n == 1 && cmp == "以上" => {
            return format!("自分の「{name}」がいる");
        }
        Counted::YourCharacters(f) if n == 1 && cmp == "以上" && crate::render::alternative_names_limited(f).is_some() => {
            let (names, limits) = crate::render::alternative_names_limited(f).unwrap_or_else(|| (Vec::new(), f.clone()));
            return format!("自分の{}キャラの、{}がいる", prefix(&limits), names.iter().map(|n| format!("「{n}」")).collect::<Vec<_>>().join("か"));
        }
        Counted::YourCharacters(f) if n == 1 && cmp == "以上" => {
            let not_this = if f.not_this { "このキャラ以外の" } else { "" };
            // 「「名」以外の自分の…キャラがいる」: the name comes first, as printed
            let (name_not, f) = match &f.name_not {
                Some(n) => (format!("「{n}」以外の"), Filter { name_not: None, ..f.clone() }),
                None => (String::new(), f.clone()),
            };
            return format!("{not_this}{name_not}自分の{}キャラがいる", prefix(&f));
        }
        Counted::OpponentCharacters(f) if n == 1 && cmp == "以上" => {
            return format!("相手の{}キャラがいる", prefix(f));
        }
        Counted::YourCharacters(f) => (format!("自分の{}キャラが", prefix(f)), if cmp == "以下" { "の" } else { "いる" }),
        Counted::OpponentCharacters(f) => (format!("相手の{}キャラが", prefix(f)), if cmp == "以下" { "の" } else { "いる" }),
    };
    format!("{who}{n}枚{cmp}{ends}")
}

fn counted_noun(k: &Counted) -> String {
    match k {
        Counted::YourTrash => "自分のトラッシュ".into(),
        Counted::YourTrashCards(f) => format!("自分のトラッシュの{}", hand_filter(f)),
        Counted::YourFaceUpLife => "自分の表向きのライフ".into(),
        Counted::YourCharactersCostTotal => "自分のキャラのコストの合計".into(),
        Counted::YourLifeAndHand => "自分のライフと手札".into(),
        Counted::YourHandShortOf(k) => format!("自分の手札の{k}枚に足りない枚数"),
        Counted::Done(d) => crate::grammar::words::write_per_done(1, *d, LANG).trim_end_matches("1枚につき").to_string(),
        Counted::YourLeaderAndCharacters(f) => format!("自分の{}リーダーかキャラ", prefix(f)),
        Counted::YourLeaderPower => "自分のリーダーのパワー".into(),
        Counted::YourRestedDon => "自分のレストのドン‼".into(),
        Counted::YourGivenDon => "自分の付与されているドン‼".into(),
        Counted::OpponentRestedCards => "相手のレストのカード".into(),
        Counted::YourHand => "自分の手札".into(),
        Counted::YourLife => "自分のライフ".into(),
        Counted::OpponentLife => "相手のライフ".into(),
        Counted::YourDeck => "自分のデッキ".into(),
        Counted::YourDonOnField => "自分の場のドン‼".into(),
        Counted::DonOnThis => "このカードのドン‼".into(),
        Counted::OpponentHand => "相手の手札".into(),
        Counted::OpponentDonOnField => "相手の場のドン‼".into(),
        Counted::YourActiveDon => "自分のアクティブのドン‼".into(),
        Counted::YourRestedCards => "自分のレストのカード".into(),
        Counted::TotalLife => "お互いのライフ".into(),
        Counted::AllCharacters(f) => format!("{}キャラ", prefix(f)),
        Counted::YourCharacters(f) => format!("自分の{}キャラ", prefix(f)),
        Counted::OpponentCharacters(f) => format!("相手の{}キャラ", prefix(f)),
    }
}

fn tags(conditions: &[Condition], head: &str, once: bool) -> String {
    let mut s: String = conditions.iter().filter(|c| is_tag(c)).map(|c| condition(&Ctx::default(), c)).collect();
    s.push_str(head);
    if once {
        s.push_str(words::ONCE_PER_TURN.ja);
    }
    s
}

fn if_prefix(ctx: &Ctx, conditions: &[Condition]) -> String {
    let v: Vec<String> = conditions.iter().filter(|c| !is_tag(c)).map(|c| condition(ctx, c)).collect();
    if v.is_empty() {
        String::new()
    } else {
        format!("{}場合、", v.join("、"))
    }
}

/// An automatic ability whose timing is worded (`head`): it opens the sentence, after the tags:
/// 「【ターン1回】…時、…」; a cost comes first: 「自分の手札1枚を捨てることができる：…時、…」.
fn worded(ctx: &Ctx, head: &str, conditions: &[Condition], once: bool, cost: &[Cost], e: &Effect) -> String {
    if !cost.is_empty() && if_prefix(ctx, conditions).is_empty() {
        return format!("{}{}{head}{}", tags(conditions, "", once), costs(ctx, cost), effect(*ctx, e));
    }
    format!("{}{head}{}", tags(conditions, "", once), body(ctx, conditions, cost, e))
}

/// One line for two abilities that differ only in their timing: 「【登場時】/【アタック時】…」, or two
/// worded timings printed as one (「このリーダーがアタックした時かアタックされた時、…」,
/// `words::WHEN_TWINS`).
pub fn twin(ctx: Ctx, a: &Ability, b: &Ability) -> Option<String> {
    match (a, b) {
        (
            Ability::Auto { when: w1, conditions: c1, once_per_turn: o1, optional: false, cost: k1, effect: e1 },
            Ability::Auto { when: w2, conditions: c2, once_per_turn: o2, optional: false, cost: k2, effect: e2 },
        ) if c1 == c2 && k1 == k2 && e1 == e2 && o1 == o2 && words::twin_words(w1, w2, ctx.kind, LANG).is_some() => {
            Some(worded(&ctx, &words::twin_words(w1, w2, ctx.kind, LANG)?, c1, *o1, k1, e1))
        }
        (
            Ability::Auto { when: w1, conditions: c1, once_per_turn: o1, optional: false, cost: k1, effect: e1 },
            Ability::Auto { when: w2, conditions: c2, once_per_turn: o2, optional: false, cost: k2, effect: e2 },
        ) if c1 == c2 && k1 == k2 && e1 == e2 && w1 != w2 && o1 == o2 && words::is_tag(when_tag(w1)) && words::is_tag(when_tag(w2)) => {
            // "[A]/[B] [Once Per Turn]": one count for both (the engine's `Game::once_key`)
            let head = format!("{}/{}", when_tag(w1), when_tag(w2));
            Some(format!("{}{}", tags(c1, &head, *o1), body(&ctx, c1, k1, e1)))
        }
        (
            Ability::Activated { timing: t1, conditions: c1, once_per_turn: false, cost: k1, effect: e1 },
            Ability::Activated { timing: t2, conditions: c2, once_per_turn: false, cost: k2, effect: e2 },
        ) if c1 == c2 && k1 == k2 && e1 == e2 && t1 != t2 => {
            let head = format!("{}/{}", timing_tag(*t1), timing_tag(*t2));
            Some(format!("{}{}", tags(c1, &head, false), body(&ctx, c1, k1, e1)))
        }
        // 「…場合、このキャラは【ブロッカー】を得て、コスト+1。」 (two permanents, one line)
        (Ability::Permanent { conditions: c1, effect: a }, Ability::Permanent { conditions: c2, effect: b })
            if c1 == c2 && crate::render::one_line_pair(a, b) =>
        {
            // 「…このキャラは相手の効果でKOされず、【ブロッカー】を得る。」: a row of `grammar::permanents::PAIRS`;
            // 「…を得て、自分のトラッシュにあるカード4枚につき、コスト+1」: the row with the step, the
            // count before the second change
            let both = match crate::render::per_count_step(b) {
                Some((step, per, of)) => {
                    let pair = crate::grammar::render_permanent_pair(&[a.clone(), step], LANG, this(&ctx))?;
                    let at = pair.rfind(['コ', 'パ']).filter(|&i| pair[i..].starts_with("コスト") || pair[i..].starts_with("パワー"))?;
                    format!("{}{}{per}枚につき、{}", &pair[..at], permanent::per_count_noun(of), &pair[at..])
                }
                None => crate::grammar::render_permanent_pair(&[a.clone(), b.clone()], LANG, this(&ctx))?,
            };
            Some(format!("{}{}{both}。", tags(c1, "", false), if_prefix(&ctx, c1)))
        }
        _ => None,
    }
}

pub fn ability(ctx: Ctx, a: &Ability) -> String {
    match a {
        Ability::Auto { when, conditions, once_per_turn, optional: true, cost, effect: e } => {
            // 「【ターン1回】…時、発動できる。…場合、…」
            let head = words::write_optional_when(when, LANG).unwrap_or_default();
            format!("{}{}{}", tags(conditions, "", *once_per_turn), head, body(&ctx, conditions, cost, e))
        }
        Ability::Auto { when, conditions, once_per_turn, optional: false, cost, effect: e } if !words::is_tag(when_tag(when)) => {
            worded(&ctx, &words::kind_words(words::when_words(when, LANG), ctx.kind, LANG), conditions, *once_per_turn, cost, e)
        }
        Ability::Auto { when, conditions, once_per_turn, optional: false, cost, effect: e } => {
            format!("{}{}", tags(conditions, when_tag(when), *once_per_turn), body(&ctx, conditions, cost, e))
        }
        Ability::Activated { timing, conditions, once_per_turn, cost, effect: e } => {
            format!("{}{}", tags(conditions, timing_tag(*timing), *once_per_turn), body(&ctx, conditions, cost, e))
        }
        Ability::Permanent { conditions, effect: e } => {
            let body = continuous(&ctx, e);
            // 「手札のこのカードは、<条件>場合、コスト-3。」: the conditions after the topic
            let topic = crate::grammar::permanents::HAND_TOPIC;
            match body.strip_prefix(topic) {
                Some(rest) => format!("{}{topic}{}{rest}。", tags(conditions, "", false), if_prefix(&ctx, conditions)),
                None => format!("{}{}{body}。", tags(conditions, "", false), if_prefix(&ctx, conditions)),
            }
        }
        Ability::Replacement { event, conditions, once_per_turn, optional, instead } => {
            // 「このキャラがKOされる」: a row of `grammar::permanents::EVENTS`
            let ev = crate::grammar::render_event(event, LANG, this(&ctx)).unwrap_or_default();
            let verbless = matches!(instead, Effect::Targeted { act: Act::Power(..) | Act::Cost(..), .. });
            // an "instead" part printed as costs ends in its own potential form
            let as_costs = match instead {
                Effect::MayPay { cost, then } if *optional && **then == Effect::Nothing => crate::grammar::costs::render_cost_words(cost, LANG, this(&ctx)),
                _ => None,
            };
            let may = match (*optional, verbless) {
                _ if as_costs.is_some() => "",
                (false, _) => "",
                (true, true) => "できる",
                (true, false) => "ことができる",
            };
            let mut body = as_costs.unwrap_or_else(|| {
                // the replaced card itself, left unsaid (`permanents::replaced_to_life`)
                if *instead == crate::grammar::permanents::replaced_to_life() {
                    return crate::grammar::permanents::REPLACED_TO_LIFE_JA.to_string();
                }
                chain(&ctx, instead, false)
            });
            // 「…レストにする」 + 「ことができる」 is 「…レストにできる」 (its potential form)
            let may = match body.strip_suffix("にする") {
                Some(stem) if may == "ことができる" => {
                    body = format!("{stem}に");
                    "できる"
                }
                _ => may,
            };
            if verbless {
                // 「代わりにこのキャラを、このターン中、パワー-2000できる」 (not 「は」)
                let is = format!("{}は、", this(&ctx));
                if body.starts_with(&is) {
                    body = format!("{}を、{}", this(&ctx), &body[is.len()..]);
                }
            }
            format!(
                "{}{}{ev}場合、代わりに{body}{may}。",
                tags(conditions, "", *once_per_turn),
                if_prefix(&ctx, conditions),
            )
        }
        Ability::DeckRule(DeckRule::MayInclude { number, count }) => {
            format!("ルール上、自分のデッキに「{number}」を{count}枚まで入れることができる。")
        }
        Ability::DeckRule(DeckRule::CannotInclude(f)) => {
            format!("ルール上、自分は{}をデッキに入れることができない。", hand_filter(f))
        }
        Ability::StartOfGame(e) => format!("ゲーム開始時、{}", effect(ctx, e)),
        Ability::AlsoHas(Extra::Name(n)) => format!("ルール上、このカードはカード名を「{n}」としても扱う。"),
        Ability::AlsoHas(Extra::Trait(t)) => format!("ルール上、このカードは特徴《{t}》としても扱う。"),
        Ability::AlsoHas(Extra::Attribute(a)) => format!("ルール上、このカードは属性を{a:?}としても扱う。"),
        // (read with one type only)
        Ability::AlsoHas(Extra::CounterFor { filter, amount }) => {
            format!("ルール上、自分の特徴《{}》を持ちカウンターを持たないキャラカードすべてはカウンター+{amount}を持つ。", filter.traits.join("》《"))
        }
        Ability::AlsoHas(x @ (Extra::FaceUpLifeToDeckBottom | Extra::WinWithEmptyDeck | Extra::AnyNumberInDeck)) => words::text_of(words::RULE_LINES, x, LANG).to_string(),
    }
}

fn body(ctx: &Ctx, conditions: &[Condition], cost: &[Cost], e: &Effect) -> String {
    // 「<条件>場合、<コスト>：…」: the ability's condition gates the payment
    let mut s = if_prefix(ctx, conditions);
    if !cost.is_empty() {
        s.push_str(&costs(ctx, cost));
    }
    s.push_str(&effect(*ctx, e));
    s
}
