//! English templates, mirroring [`crate::compile::en`].
//! Tags, keyword lines and ability lines here; `cost`, `filter`, `permanent` and `effect` hold the
//! template families.

use opcg_engine::effect::{
    Ability, Act, ActTiming, Cmp, Dest, Pile, Amount, Condition, Continuous, Cost, Counted, DeckRule, Duration, Effect, Extra,
    Filter, Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition,
    Selector, Side, StaticTarget, Targetable, When,
};
use opcg_engine::{CardKind, Keyword};

use crate::grammar::words;

const LANG: game_core::Lang = game_core::Lang::En;

use super::{capitalise, Ctx};

mod cost;
mod filter;
mod permanent;
mod effect;

pub use cost::{circled, costs, COST_REMINDERS};
pub use effect::{effect, trigger};
use filter::*;
pub(crate) use filter::hand_filter as write_hand_filter;
pub(crate) use effect::{gains_and_power, prohibition_and_power, set_active_with_don};
pub(crate) use filter::{character_or_named, or_list};
use permanent::*;
use effect::*;

pub fn keyword_tag(k: Keyword) -> &'static str {
    words::text_of(words::KEYWORDS, &k, LANG)
}

/// The reminder text of a keyword (2-8-4-1), printed after it.
pub fn reminder(k: Keyword) -> &'static str {
    words::text_of(words::REMINDERS, &k, LANG)
}

pub fn keyword_line(k: Keyword) -> String {
    format!("{} {}", keyword_tag(k), reminder(k))
}

fn when_tag(w: &When) -> &'static str {
    words::text_of(words::WHENS, w, LANG)
}

fn timing_tag(t: ActTiming) -> &'static str {
    words::text_of(words::TIMINGS, &t, LANG)
}

/// Is this condition printed as a tag ("\[DON!! x1\]", "\[Your Turn\]": `words::condition_tag`)?
fn is_tag(c: &Condition) -> bool {
    words::condition_tag(c, LANG).is_some()
}

fn condition_tag(c: &Condition) -> String {
    words::condition_tag(c, LANG).unwrap_or_else(|| condition(&Ctx::default(), c))
}

pub(crate) fn this(ctx: &Ctx) -> &'static str {
    match ctx.kind {
        CardKind::Leader => "this Leader",
        CardKind::Stage => "this Stage",
        CardKind::Event | CardKind::Don => "this card",
        CardKind::Character => "this Character",
    }
}

pub fn condition(ctx: &Ctx, c: &Condition) -> String {
    // the families of the one grammar (crate::grammar), then this language's own
    if let Some(s) = crate::grammar::render_condition(c, LANG, this(ctx)) {
        return s;
    }
    match c {
        Condition::Compare(a, cmp, b) => format!(
            "the number of {} is {} the number of {}",
            counted_noun(a),
            match cmp {
                Cmp::Less => "less than",
                Cmp::AtMost => "equal to or less than",
                Cmp::Equal => "equal to",
                Cmp::AtLeast => "equal to or more than",
                Cmp::More => "more than",
                Cmp::FewerBy(n) => return format!("the number of {} is at least {n} less than the number of {}", counted_noun(a), counted_noun(b)),
            },
            counted_noun(b)
        ),
        // written by the table (`grammar::conditions`), which has every one of them
        Condition::ThisActive | Condition::ThisRested | Condition::OnlyCharacters(_) | Condition::LeaderActive | Condition::LeaderAttribute(_)
        | Condition::ChosenAtMost { .. } | Condition::BattledOpponentsCharacterThisTurn
        | Condition::NotDrawnByThisThisTurn => {
            String::new()
        }
        Condition::Don(_) | Condition::YourTurn | Condition::OpponentsTurn => condition_tag(c),
        Condition::LeaderHasTrait(t) => match t.strip_suffix('*') {
            Some(part) => format!("your Leader's type includes \"{part}\""),
            None => format!("your Leader has the {{{t}}} type"),
        },
        Condition::LeaderNamed(n) => format!("your Leader is [{n}]"),
        Condition::LeaderHasAnyTrait(t) => match t.as_slice() {
            [a, b] if !a.ends_with('*') && b.ends_with('*') => format!("your Leader has the {{{a}}} type or a type including \"{}\"", b.trim_end_matches('*')),
            _ => format!("your Leader has the {} type", traits(t)),
        },
        Condition::LeaderMulticoloured => "your Leader is multicolored".into(),
        Condition::DonAtMostOpponents => {
            "the number of DON!! cards on your field is equal to or less than the number on your opponent's field".into()
        }
        Condition::OpponentHasMoreDon => "your opponent has more DON!! cards on their field than you".into(),
        // "you have [A] and [B] in your trash"
        Condition::All(v) if crate::render::named_in_trash(v).is_some() => {
            let names = crate::render::named_in_trash(v).unwrap_or_default();
            format!("you have {} in your trash", names.iter().map(|n| format!("[{n}]")).collect::<Vec<_>>().join(" and "))
        }
        Condition::All(v) => join_and(v.iter().map(|c| condition(ctx, c)).collect()),
        Condition::Any(v) => match v.as_slice() {
            [Condition::Exactly(Counted::YourDonOnField, 0), Condition::AtLeast(Counted::YourDonOnField, n)] => {
                format!("you have 0 or {n} or more DON!! cards on your field")
            }
            [Condition::LeaderHasTrait(t), Condition::LeaderNamed(n)] if !t.ends_with('*') => {
                format!("your Leader has the {{{t}}} type or is [{n}]")
            }
            // "there is a Character with a cost of 0 or with a cost of 8 or more"
            costs if crate::render::any_character_of_costs(costs).is_some() => {
                let [a, b] = crate::render::any_character_of_costs_words(costs, game_core::Lang::En).unwrap_or_default();
                format!("there is a Character with a cost of {a} or with a cost of {b}")
            }
            // "your Leader is [A] or [B]"
            names if names.iter().all(|c| matches!(c, Condition::LeaderNamed(_))) => {
                let names: Vec<String> = names.iter().filter_map(|c| if let Condition::LeaderNamed(n) = c { Some(format!("[{n}]")) } else { None }).collect();
                format!("your Leader is {}", names.join(" or "))
            }
            _ => v.iter().map(|c| condition(ctx, c)).collect::<Vec<_>>().join(" or "),
        },
        Condition::ThisPowerAtLeast(n) => format!("{} has {n} power or more", this(ctx)),
        Condition::PlayedThisTurn => format!("{} was played on this turn", this(ctx)),
        // "you have 1 Life card" (exactly one: the singular)
        Condition::Exactly(k, 1) => counted(k, 1, "").replace("  ", " ").replace(" Life cards", " Life card"),
        Condition::Exactly(k, n) => counted(k, *n, "").replace("  ", " "),
        Condition::ChosenHasDeclaredCost => "the revealed card has the chosen cost".into(),
        Condition::ChosenIs(f) => match f.traits.as_slice() {
            [t] if f.kind.is_none() && f.name.is_none() && f.cost_max.is_none() && f.cost_min.is_none() && t.ends_with('*') => {
                format!("that card's type includes \"{}\"", t.trim_end_matches('*'))
            }
            _ => {
                let card = hand_filter(1, f);
                let an = if card.starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" };
                format!("that card is {an} {card}")
            }
        },
        Condition::AtMost(k, n) => counted(k, *n, "or less"),
        Condition::AtLeast(k, n) => counted(k, *n, "or more"),
        Condition::Not(inner) => match &**inner {
            Condition::AtLeast(Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(n)), not_this: true, .. }), 1) => {
                format!("you have no other [{n}] Characters")
            }
            Condition::AtLeast(Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(n)), .. }), 1) => {
                format!("you don't have [{n}]")
            }
            Condition::Exactly(Counted::YourCharacters(f), n) => {
                format!("you do not have {n} {}{}{}", prefix(f), if *n == 1 { "Character" } else { "Characters" }, suffix(f))
            }
            other => format!("not ({})", condition(ctx, other)),
        },
    }
}

fn counted(k: &Counted, n: i32, cmp: &str) -> String {
    match k {
        Counted::YourLife => format!("you have {n} {cmp} Life cards"),
        Counted::OpponentLife => format!("your opponent has {n} {cmp} Life cards"),
        Counted::YourHand => format!("you have {n} {cmp} cards in your hand"),
        Counted::YourTrash => format!("you have {n} {cmp} cards in your trash"),
        Counted::YourTrashCards(f) => format!("you have {n} {cmp} {} in your trash", hand_filter(u8::try_from(n).unwrap_or(2), f)),
        Counted::YourFaceUpLife => format!("you have {n} {cmp} face-up Life cards"),
        Counted::YourCharactersCostTotal => format!("the total cost of your Characters is {n} {cmp}"),
        Counted::YourLifeAndHand => format!("you have a total of {n} {cmp} cards in your Life area and hand"),
        // (a count for "draw cards so that you have N cards in your hand", the table's row)
        Counted::YourHandShortOf(k) => format!("you lack {n} {cmp} cards of {k} in your hand"),
        // (the table's "you have a rested [Name]" writes itself; the plain count otherwise)
        Counted::YourLeaderAndCharacters(f) => format!("you have {n} {cmp} {}Leader or Character cards{}", prefix(f), suffix(f)),
        // (a count for "… for every card trashed", read only there: `words::DONE`)
        Counted::Done(d) => format!("{n} {cmp}{}", crate::grammar::words::write_per_done(2, *d, LANG).trim_start_matches(" for every 2")),
        // (the table's rows write "your Leader has N power or more / or less" themselves)
        Counted::YourLeaderPower => format!("your Leader has {n} power {cmp}"),
        Counted::YourRestedDon => format!("you have {n} {cmp} rested DON!! cards"),
        Counted::YourGivenDon => format!("you have a total of {n} {cmp} given DON!! cards"),
        Counted::OpponentRestedCards => format!("your opponent has {n} {cmp} rested cards"),
        Counted::YourDonOnField => format!("you have {n} {cmp} DON!! cards on your field"),
        Counted::YourDeck => format!("you have {n} {cmp} cards in your deck"),
        Counted::DonOnThis => format!("this card has {n} {cmp} DON!! cards given"),
        Counted::OpponentHand => format!("your opponent has {n} {cmp} cards in their hand"),
        Counted::OpponentDonOnField => format!("your opponent has {n} {cmp} DON!! cards on their field"),
        Counted::YourActiveDon => format!("you have {n} {cmp} active DON!! cards"),
        Counted::YourRestedCards => format!("you have {n} {cmp} rested cards"),
        Counted::TotalLife => format!("you and your opponent have a total of {n} {cmp} Life cards"),
        Counted::AllCharacters(f) if n == 1 && cmp == "or more" => format!("there is a {}Character{}", prefix(f), suffix(f)),
        Counted::AllCharacters(f) => format!("there are {n} {cmp} {}Characters{}", prefix(f), suffix(f)),
        Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(name)), .. }) if n == 1 && cmp == "or more" => {
            format!("you have [{name}]")
        }
        Counted::YourCharacters(f) if n == 1 && cmp == "or more" => match crate::render::alternative_names_limited(f) {
            Some((names, limits)) => {
                format!("you have a {} Character{}", names.iter().map(|n| format!("[{n}]")).collect::<Vec<_>>().join(" or "), suffix(&limits))
            }
            None => format!("you have a {}Character{}", prefix(f), suffix(f)),
        },
        Counted::OpponentCharacters(f) if n == 1 && cmp == "or more" => {
            format!("your opponent has a {}Character{}", prefix(f), suffix(f))
        }
        Counted::YourCharacters(f) => format!("you have {n} {cmp} {}Characters{}", prefix(f), suffix(f)),
        Counted::OpponentCharacters(f) => {
            format!("your opponent has {n} {cmp} {}Characters{}", prefix(f), suffix(f))
        }
    }
}

fn counted_noun(k: &Counted) -> String {
    match k {
        Counted::YourTrash => "cards in your trash".into(),
        Counted::YourTrashCards(f) => format!("{} in your trash", hand_filter(2, f)),
        Counted::YourFaceUpLife => "face-up Life cards".into(),
        Counted::YourCharactersCostTotal => "of the total cost of your Characters".into(),
        Counted::YourLifeAndHand => "cards in your Life area and hand".into(),
        Counted::YourHandShortOf(k) => format!("cards your hand lacks to hold {k}"),
        Counted::Done(d) => crate::grammar::words::write_per_done(2, *d, LANG).trim_start_matches(" for every 2 ").to_string(),
        Counted::YourLeaderAndCharacters(f) => format!("{}Leader or Character cards{}", prefix(f), suffix(f)),
        Counted::YourLeaderPower => "your Leader's power".into(),
        Counted::YourRestedDon => "of your rested DON!! cards".into(),
        Counted::YourGivenDon => "given DON!! cards".into(),
        Counted::OpponentRestedCards => "of your opponent's rested cards".into(),
        Counted::YourHand => "cards in your hand".into(),
        Counted::YourLife => "of your Life cards".into(),
        Counted::OpponentLife => "of your opponent's Life cards".into(),
        Counted::YourDeck => "cards in your deck".into(),
        Counted::YourDonOnField => "DON!! cards on your field".into(),
        Counted::DonOnThis => "DON!! cards given to this card".into(),
        Counted::OpponentHand => "cards in your opponent's hand".into(),
        Counted::OpponentDonOnField => "DON!! cards on your opponent's field".into(),
        Counted::YourActiveDon => "your active DON!! cards".into(),
        Counted::YourRestedCards => "your rested cards".into(),
        Counted::TotalLife => "Life cards of both players".into(),
        Counted::AllCharacters(f) => format!("{}Characters{} on the field", prefix(f), suffix(f)),
        Counted::YourCharacters(f) => format!("of your {}Characters{}", prefix(f), suffix(f)),
        Counted::OpponentCharacters(f) => format!("of your opponent's {}Characters{}", prefix(f), suffix(f)),
    }
}

fn tags(conditions: &[Condition], head: &str, once: bool) -> Vec<String> {
    let mut v: Vec<String> = conditions.iter().filter(|c| is_tag(c)).map(condition_tag).collect();
    if !head.is_empty() {
        v.push(head.to_string());
    }
    if once {
        v.push(words::ONCE_PER_TURN.en.into());
    }
    v
}

/// "If A and B, " for the non-tag conditions.
fn if_prefix(ctx: &Ctx, conditions: &[Condition]) -> String {
    let v: Vec<String> = conditions.iter().filter(|c| !is_tag(c)).map(|c| condition(ctx, c)).collect();
    if v.is_empty() {
        String::new()
    } else {
        format!("if {}, ", join_and(v))
    }
}

/// Conditions joined by " and ", a subject the one before has left out ("your Leader has the {X}
/// type and is active", `compile::en::condition::ELIDED_SUBJECTS`).
fn join_and(v: Vec<String>) -> String {
    let mut s = String::new();
    for (i, part) in v.iter().enumerate() {
        let mut part = part.as_str();
        if i > 0 {
            // "A and B"; "A, B and C" (a list of three or more)
            s.push_str(if i + 1 < v.len() { ", " } else { " and " });
            if let Some(subject) = crate::compile::en::condition::ELIDED_SUBJECTS.iter().find(|x| v[i - 1].starts_with(**x) && part.starts_with(**x)) {
                part = &part[subject.len()..];
            }
        }
        s.push_str(part);
    }
    s
}

/// An automatic ability whose timing is worded (`head`): it opens the sentence, after the tags:
/// "\[Once Per Turn\] When …, draw"; a cost comes first: "You may trash 1 card from your hand: When
/// …, …".
fn worded(ctx: &Ctx, head: &str, conditions: &[Condition], once: bool, cost: &[Cost], effect: &Effect) -> String {
    let mut parts = tags(conditions, "", once);
    let cost_first = !cost.is_empty() && if_prefix(ctx, conditions).is_empty();
    if cost_first {
        parts.push(costs(ctx, cost));
    }
    parts.push(head.to_string());
    let body = line(ctx, Vec::new(), conditions, if cost_first { &[] } else { cost }, effect);
    parts.push(lower_first(&body));
    parts.join(" ")
}

/// One line for two abilities that differ only in their timing: "\[On Play\]/\[When Attacking\] …",
/// or two worded timings printed as one ("When this Leader attacks or is attacked, …",
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
            Some(line(&ctx, tags(c1, &head, *o1), c1, k1, e1))
        }
        (
            Ability::Activated { timing: t1, conditions: c1, once_per_turn: false, cost: k1, effect: e1 },
            Ability::Activated { timing: t2, conditions: c2, once_per_turn: false, cost: k2, effect: e2 },
        ) if c1 == c2 && k1 == k2 && e1 == e2 && t1 != t2 => {
            let head = format!("{}/{}", timing_tag(*t1), timing_tag(*t2));
            Some(line(&ctx, tags(c1, &head, false), c1, k1, e1))
        }
        // "If …, this Character gains [Blocker] and +1 cost." (two permanents, one line)
        (Ability::Permanent { conditions: c1, effect: a }, Ability::Permanent { conditions: c2, effect: b })
            if c1 == c2 && crate::render::one_line_pair(a, b) =>
        {
            let mut parts = tags(c1, "", false);
            // "… gains [Blocker] and +1 cost for every 4 cards in your trash": the pair's row with
            // the step, then the count
            let both = match crate::render::per_count_step(b) {
                Some((step, _, _)) => {
                    let (unit, each) = match &step.modifier {
                        opcg_engine::effect::Modifier::Cost(v) => ("cost", *v),
                        opcg_engine::effect::Modifier::Power(opcg_engine::effect::Amount::Fixed(v)) => ("power", *v),
                        _ => return None,
                    };
                    let full = match &b.modifier {
                        opcg_engine::effect::Modifier::Power(x) | opcg_engine::effect::Modifier::CostBy(x) => amount(x, unit),
                        _ => return None,
                    };
                    let count = full.strip_prefix(&signed(each, unit))?.to_string();
                    crate::grammar::render_permanent_pair(&[a.clone(), step], LANG, this(&ctx))? + &count
                }
                None => crate::grammar::render_permanent_pair(&[a.clone(), b.clone()], LANG, this(&ctx))?,
            };
            parts.push(capitalise(&format!("{}{both}.", if_prefix(&ctx, c1))));
            Some(parts.join(" "))
        }
        _ => None,
    }
}

pub fn ability(ctx: Ctx, a: &Ability) -> String {
    match a {
        Ability::Auto { when, conditions, once_per_turn, optional: true, cost, effect } => {
            // "[Once Per Turn] This effect can be activated when …. If …, draw 1 card."
            let mut parts = tags(conditions, "", *once_per_turn);
            parts.push(words::write_optional_when(when, LANG).unwrap_or_default());
            parts.push(line(&ctx, Vec::new(), conditions, cost, effect));
            parts.join(" ")
        }
        Ability::Auto { when, conditions, once_per_turn, optional: false, cost, effect } if !words::is_tag(when_tag(when)) => {
            worded(&ctx, &words::kind_words(words::when_words(when, LANG), ctx.kind, LANG), conditions, *once_per_turn, cost, effect)
        }
        Ability::Auto { when, conditions, once_per_turn, optional: false, cost, effect } => {
            line(&ctx, tags(conditions, when_tag(when), *once_per_turn), conditions, cost, effect)
        }
        Ability::Activated { timing, conditions, once_per_turn, cost, effect } => {
            line(&ctx, tags(conditions, timing_tag(*timing), *once_per_turn), conditions, cost, effect)
        }
        Ability::Permanent { conditions, effect } => {
            let mut parts = tags(conditions, "", false);
            parts.push(capitalise(&format!("{}{}.", if_prefix(&ctx, conditions), continuous(&ctx, effect))));
            parts.join(" ")
        }
        Ability::Replacement { event, conditions, once_per_turn, optional, instead } => {
            let mut parts = tags(conditions, "", *once_per_turn);
            // "If this Character would be K.O.'d": a row of `grammar::permanents::EVENTS`
            let ev = crate::grammar::render_event(event, LANG, this(&ctx)).unwrap_or_default();
            let body = match instead {
                // an "instead" part printed as costs (`compile::en::replacement`)
                Effect::MayPay { cost, then } if *optional && **then == Effect::Nothing => {
                    crate::grammar::costs::render_cost_words(cost, LANG, this(&ctx)).unwrap_or_default()
                }
                // the replaced card itself ("add it to …", `permanents::replaced_to_life`)
                e if *e == crate::grammar::permanents::replaced_to_life() => crate::grammar::permanents::REPLACED_TO_LIFE_EN.to_string(),
                e => chain(&ctx, e),
            };
            let may = if *optional { "you may " } else { "" };
            parts.push(capitalise(&format!("{}{ev}, {may}{body} instead.", if_prefix(&ctx, conditions))));
            parts.join(" ")
        }
        Ability::DeckRule(DeckRule::MayInclude { number, count }) => {
            format!("You may include up to {count} copies of [{number}] in your deck.")
        }
        Ability::DeckRule(DeckRule::CannotInclude(f)) => {
            format!("Under the rules of this game, you cannot include {} in your deck.", hand_filter(2, f))
        }
        Ability::StartOfGame(e) => format!("At the start of the game, {}", lower_first(&effect(ctx, e))),
        Ability::AlsoHas(Extra::Name(n)) => format!("Also treat this card's name as [{n}] according to the rules."),
        Ability::AlsoHas(Extra::Trait(t)) => format!("Also treat this card as having the {{{t}}} type according to the rules."),
        Ability::AlsoHas(Extra::Attribute(a)) => format!("Also treat this card as having the <{a:?}> attribute according to the rules."),
        Ability::AlsoHas(Extra::CounterFor { filter, amount }) => {
            format!("All of your {} without a Counter have a +{amount} Counter, according to the rules.", hand_filter(2, filter))
        }
        Ability::AlsoHas(x @ (Extra::FaceUpLifeToDeckBottom | Extra::WinWithEmptyDeck | Extra::AnyNumberInDeck)) => words::text_of(words::RULE_LINES, x, LANG).to_string(),
    }
}

/// The first letter in lower case (ASCII only: card-text templates start with ASCII words, and
/// Unicode case tables would cost the page ~10 KB).
fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) if !s.starts_with("K.O.") => std::iter::once(f.to_ascii_lowercase()).chain(c).collect(),
        Some(f) => std::iter::once(f).chain(c).collect(),
        None => String::new(),
    }
}

fn line(ctx: &Ctx, mut parts: Vec<String>, conditions: &[Condition], cost: &[Cost], e: &Effect) -> String {
    let mut ifp = if_prefix(ctx, conditions);
    let mut body = String::new();
    if !cost.is_empty() {
        let k = costs(ctx, cost);
        match k.strip_prefix("You may ") {
            // "If <cond>, you may <cost>: …": the ability's condition gates the payment
            Some(rest) if !ifp.is_empty() => {
                body.push_str(&capitalise(&format!("{}you may {rest}", std::mem::take(&mut ifp))));
            }
            _ => body.push_str(&k),
        }
        body.push(' ');
    }
    if ifp.is_empty() {
        body.push_str(&effect(*ctx, e));
    } else {
        body.push_str(&capitalise(&format!("{ifp}{}", lower_first(&effect(*ctx, e)))));
    }
    parts.push(body);
    parts.join(" ")
}
