//! English templates, mirroring [`crate::compile::en`].

use opcg_engine::effect::{
    Ability, Act, ActTiming, Amount, Condition, Continuous, Cost, Counted, DeckRule, Duration, Effect, Extra,
    Filter, KoCause, Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition, Replaceable,
    RestTo, Selector, Side, StaticTarget, Targetable, When,
};
use opcg_engine::{CardKind, Colour, Keyword};

use super::{capitalise, Ctx};

pub fn keyword_tag(k: Keyword) -> &'static str {
    match k {
        Keyword::Rush => "[Rush]",
        Keyword::DoubleAttack => "[Double Attack]",
        Keyword::Banish => "[Banish]",
        Keyword::Blocker => "[Blocker]",
        Keyword::RushCharacter => "[Rush: Character]",
        Keyword::Unblockable => "[Unblockable]",
    }
}

/// The reminder text of a keyword (2-8-4-1), printed after it.
pub fn reminder(k: Keyword) -> &'static str {
    match k {
        Keyword::Rush => "(This card can attack on the turn in which it is played.)",
        Keyword::DoubleAttack => "(This card deals 2 damage.)",
        Keyword::Banish => "(When this card deals damage, the target card is trashed without activating its Trigger.)",
        Keyword::Blocker => {
            "(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)"
        }
        Keyword::RushCharacter => "(This card can attack Characters on the turn in which it is played.)",
        Keyword::Unblockable => "(This card cannot be blocked.)",
    }
}

pub fn keyword_line(k: Keyword) -> String {
    format!("{} {}", keyword_tag(k), reminder(k))
}

fn when_tag(w: &When) -> String {
    match w {
        When::OnPlay => "[On Play]".into(),
        When::WhenAttacking => "[When Attacking]".into(),
        When::OnBlock => "[On Block]".into(),
        When::OnKo => "[On K.O.]".into(),
        When::EndOfYourTurn => "[End of Your Turn]".into(),
        When::EndOfOpponentsTurn => "[End of Your Opponent's Turn]".into(),
        When::OnOpponentsAttack => "[On Your Opponent's Attack]".into(),
        When::StartOfYourTurn => "At the start of your turn,".into(),
        When::StartOfYourMain => "At the start of your Main Phase,".into(),
        When::EndOfBattle => "At the end of a battle,".into(),
        When::CharacterKoed(Side::You) => "When your Character is K.O.'d,".into(),
        When::CharacterKoed(Side::Opponent) => "When your opponent's Character is K.O.'d,".into(),
        When::CharacterKoed(Side::Either) => "When a Character is K.O.'d,".into(),
        When::YouTakeDamage => "When you take damage,".into(),
        When::YouPlayCharacter => "When you play a Character,".into(),
        When::YouActivateEvent => "When you activate an Event,".into(),
        When::LeavesField => format!("When {} leaves the field,", "this card"),
    }
}

fn timing_tag(t: ActTiming) -> &'static str {
    match t {
        ActTiming::ActivateMain => "[Activate: Main]",
        ActTiming::Main => "[Main]",
        ActTiming::Counter => "[Counter]",
    }
}

fn is_tag(c: &Condition) -> bool {
    matches!(c, Condition::Don(_) | Condition::YourTurn | Condition::OpponentsTurn)
}

fn condition_tag(c: &Condition) -> String {
    match c {
        Condition::Don(n) => format!("[DON!! x{n}]"),
        Condition::YourTurn => "[Your Turn]".into(),
        Condition::OpponentsTurn => "[Opponent's Turn]".into(),
        other => condition(&Ctx::default(), other),
    }
}

fn this(ctx: &Ctx) -> &'static str {
    match ctx.kind {
        CardKind::Leader => "this Leader",
        CardKind::Stage => "this Stage",
        CardKind::Event | CardKind::Don => "this card",
        CardKind::Character => "this Character",
    }
}

pub fn condition(ctx: &Ctx, c: &Condition) -> String {
    match c {
        Condition::Don(_) | Condition::YourTurn | Condition::OpponentsTurn => condition_tag(c),
        Condition::LeaderHasTrait(t) => match t.strip_suffix('*') {
            Some(part) => format!("your Leader's type includes \"{part}\""),
            None => format!("your Leader has the {{{t}}} type"),
        },
        Condition::LeaderNamed(n) => format!("your Leader is [{n}]"),
        Condition::ThisRested => format!("{} is rested", this(ctx)),
        Condition::AtMost(k, n) => counted(k, *n, "or less"),
        Condition::AtLeast(k, n) => counted(k, *n, "or more"),
        Condition::Not(inner) => match &**inner {
            Condition::AtLeast(Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(n)), .. }), 1) => {
                format!("you don't have [{n}]")
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
        Counted::YourDonOnField => format!("you have {n} {cmp} DON!! cards on your field"),
        Counted::YourDeck => format!("you have {n} {cmp} cards in your deck"),
        Counted::DonOnThis => format!("this card has {n} {cmp} DON!! cards given"),
        Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(name)), .. }) if n == 1 && cmp == "or more" => {
            format!("you have [{name}]")
        }
        Counted::YourCharacters(f) if n == 1 && cmp == "or more" => {
            format!("you have a {}Character{}", prefix(f), suffix(f))
        }
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
        Counted::YourHand => "cards in your hand".into(),
        Counted::YourLife => "of your Life cards".into(),
        Counted::OpponentLife => "of your opponent's Life cards".into(),
        Counted::YourDeck => "cards in your deck".into(),
        Counted::YourDonOnField => "DON!! cards on your field".into(),
        Counted::DonOnThis => "DON!! cards given to this card".into(),
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
        v.push("[Once Per Turn]".into());
    }
    v
}

/// "If A and B, " for the non-tag conditions.
fn if_prefix(ctx: &Ctx, conditions: &[Condition]) -> String {
    let v: Vec<String> = conditions.iter().filter(|c| !is_tag(c)).map(|c| condition(ctx, c)).collect();
    if v.is_empty() {
        String::new()
    } else {
        format!("if {}, ", v.join(" and "))
    }
}

pub fn ability(ctx: Ctx, a: &Ability) -> String {
    match a {
        Ability::Auto { when, conditions, once_per_turn, cost, effect } => {
            line(&ctx, tags(conditions, &when_tag(when), *once_per_turn), conditions, cost, effect)
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
            let ev = match event {
                Replaceable::WouldBeKoed { target, cause } => format!(
                    "if {} would be K.O.'d{}",
                    static_target(&ctx, target),
                    match cause {
                        Some(KoCause::Battle) => " in battle",
                        Some(KoCause::Effect) => " by an effect",
                        None => "",
                    }
                ),
                Replaceable::WouldLeaveFieldByOpponentsEffect { target } => format!(
                    "if {} would be removed from the field by your opponent's effect",
                    static_target(&ctx, target)
                ),
            };
            let body = chain(&ctx, instead);
            let may = if *optional { "you may " } else { "" };
            parts.push(capitalise(&format!("{}{ev}, {may}{body} instead.", if_prefix(&ctx, conditions))));
            parts.join(" ")
        }
        Ability::DeckRule(DeckRule::MayInclude { number, count }) => {
            format!("You may include up to {count} copies of [{number}] in your deck.")
        }
        Ability::DeckRule(DeckRule::CannotInclude(f)) => {
            format!("You cannot include {} in your deck.", hand_filter(2, f))
        }
        Ability::StartOfGame(e) => format!("At the start of the game, {}", lower_first(&effect(ctx, e))),
        Ability::AlsoHas(Extra::Name(n)) => format!("Also treat this card's name as [{n}] according to the rules."),
        Ability::AlsoHas(Extra::Trait(t)) => format!("Also treat this card as having the {{{t}}} type according to the rules."),
        Ability::AlsoHas(Extra::Attribute(a)) => format!("Also treat this card as having the <{a:?}> attribute according to the rules."),
    }
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) if !s.starts_with("K.O.") => f.to_lowercase().chain(c).collect(),
        Some(f) => std::iter::once(f).chain(c).collect(),
        None => String::new(),
    }
}

fn line(ctx: &Ctx, mut parts: Vec<String>, conditions: &[Condition], cost: &[Cost], e: &Effect) -> String {
    let ifp = if_prefix(ctx, conditions);
    let mut body = String::new();
    if !cost.is_empty() {
        body.push_str(&costs(ctx, cost));
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

/// "➀ (…) DON!! −1 (…) You may rest this Character and …:"
pub fn costs(ctx: &Ctx, cost: &[Cost]) -> String {
    let mut don: Vec<String> = Vec::new();
    let mut other: Vec<String> = Vec::new();
    let mut after_don = false;
    for c in cost {
        let was_don = std::mem::replace(&mut after_don, matches!(c, Cost::RestDon(_)));
        match c {
            Cost::RestDon(n) => other.push(format!("rest {n} of your DON!! cards")),
            Cost::RestThis if was_don => {
                if let Some(last) = other.last_mut() {
                    last.push_str(&format!(" and {}", this(ctx)));
                }
            }
            Cost::ReturnDon(n) => don.push(format!(
                "DON!! \u{2212}{n} (You may return the specified number of DON!! cards from your field to your DON!! deck.)"
            )),
            Cost::RestThis => other.push(format!("rest {}", this(ctx))),
            Cost::TrashThis => other.push(format!("trash {}", this(ctx))),
            Cost::TrashFromHand { count, filter } => {
                other.push(format!("trash {count} {} from your hand", hand_filter(*count, filter)))
            }
            Cost::RestCharacters { count, filter } => {
                other.push(format!("rest {count} of your {}Characters{}", prefix(filter), suffix(filter)))
            }
            Cost::LifeToHand(n) => other.push(format!(
                "add {n} {} from the top of your Life cards to your hand",
                if *n == 1 { "card" } else { "cards" }
            )),
        }
    }
    let mut s = don.join(" ");
    if !other.is_empty() {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str("You may ");
        s.push_str(&other.join(" and "));
    }
    s.push(':');
    s
}

fn cards(n: u8) -> &'static str {
    if n == 1 { "card" } else { "cards" }
}

fn traits(t: &[String]) -> String {
    t.iter().map(|t| format!("{{{t}}}")).collect::<Vec<_>>().join(" or ")
}

/// Hand or deck cards: "{T} type Character cards with a cost of N or less other than \[Name\]".
/// The partial trait of a filter ("X" of `X*`), when that is its only trait.
fn partial_trait(f: &Filter) -> Option<&str> {
    match &f.traits[..] {
        [t] => t.strip_suffix('*'),
        _ => None,
    }
}

pub fn hand_filter(n: u8, f: &Filter) -> String {
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

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red ",
        Colour::Green => "green ",
        Colour::Blue => "blue ",
        Colour::Purple => "purple ",
        Colour::Black => "black ",
        Colour::Yellow => "yellow ",
    }
}

fn power_suffix(f: &Filter) -> String {
    match (f.power_min, f.power_max) {
        (None, Some(b)) => format!(" with {b} power or less"),
        (Some(a), None) => format!(" with {a} power or more"),
        _ => String::new(),
    }
}

fn cost_suffix(f: &Filter) -> String {
    let mut s = String::new();
    match (f.cost_min, f.cost_max) {
        (Some(a), Some(b)) if a == b => s.push_str(&format!(" with a cost of {a}")),
        (None, Some(b)) => s.push_str(&format!(" with a cost of {b} or less")),
        (Some(a), None) => s.push_str(&format!(" with a cost of {a} or more")),
        _ => {}
    }
    if let Some(n) = &f.name_not {
        s.push_str(&format!(" other than [{n}]"));
    }
    s
}

fn prefix(f: &Filter) -> String {
    let mut s = String::new();
    match f.rested {
        Some(true) => s.push_str("rested "),
        Some(false) => s.push_str("active "),
        None => {}
    }
    if let Some(c) = f.colour {
        s.push_str(colour(c));
    }
    if !f.traits.is_empty() && partial_trait(f).is_none() {
        s.push_str(&traits(&f.traits));
        s.push_str(" type ");
    }
    s
}

fn suffix(f: &Filter) -> String {
    let mut s = String::new();
    if let Some(part) = partial_trait(f) {
        s.push_str(&format!(" with a type including \"{part}\""));
    }
    s.push_str(&cost_suffix(f));
    s.push_str(&power_suffix(f));
    if f.not_this {
        s.push_str(" other than this Character");
    }
    s
}

pub fn selector(ctx: &Ctx, s: &Selector) -> String {
    if s.what == Targetable::This {
        return this(ctx).to_string();
    }
    if s.what == Targetable::Leader && !s.up_to && s.side == Side::You {
        return "your Leader".into();
    }
    if let (Targetable::LeaderOrCharacter, Some(NameMatch::Exact(n)), Side::You) = (s.what, &s.filter.name, s.side) {
        let up = if s.up_to { "up to " } else { "" };
        return format!("{up}{} of your [{n}] cards", s.count);
    }
    let side = match s.side {
        Side::You => " of your ",
        Side::Opponent => " of your opponent's ",
        Side::Either => " ",
    };
    let plural = s.side != Side::Either || s.count != 1;
    let what = match (s.what, plural) {
        (Targetable::LeaderOrCharacter, _) => "Leader or Character cards",
        (Targetable::Character, true) => "Characters",
        (Targetable::Character, false) => "Character",
        (Targetable::Stage, true) => "Stages",
        (Targetable::Stage, false) => "Stage",
        (Targetable::Leader, _) => "Leader",
        (Targetable::This, _) => "Character",
    };
    let up = if s.up_to { "up to " } else { "" };
    format!("{up}{}{side}{}{what}{}", s.count, prefix(&s.filter), suffix(&s.filter))
}

fn duration(d: Duration) -> &'static str {
    match d {
        Duration::ThisTurn => " during this turn",
        Duration::ThisBattle => " during this battle",
        Duration::UntilStartOfYourNextTurn => " until the start of your next turn",
        Duration::UntilEndOfTurn => " until the end of the turn",
    }
}

fn amount(a: &Amount, unit: &str) -> String {
    match a {
        Amount::Fixed(v) => signed(*v, unit),
        Amount::PerCount { each, per, of } => format!("{} for every {per} {}", signed(*each, unit), counted_noun(of)),
    }
}

fn signed(v: i32, unit: &str) -> String {
    if v < 0 {
        format!("\u{2212}{} {unit}", v.unsigned_abs())
    } else {
        format!("+{v} {unit}")
    }
}

fn prohibition(p: Prohibition) -> &'static str {
    match p {
        Prohibition::Attack => "attack",
        Prohibition::Block => "activate [Blocker]",
        Prohibition::BeKoed => "be K.O.'d",
        Prohibition::BeKoedInBattle => "be K.O.'d in battle",
        Prohibition::BeKoedByEffects => "be K.O.'d by effects",
        Prohibition::BeRested => "be rested",
        Prohibition::BeSetActive => "be set as active",
    }
}

fn static_target(ctx: &Ctx, t: &StaticTarget) -> String {
    match t {
        StaticTarget::This => this(ctx).into(),
        StaticTarget::YourLeader => "your Leader".into(),
        StaticTarget::YourCharacters(f) => format!("all of your {}Characters{}", prefix(f), suffix(f)),
        StaticTarget::OpponentCharacters(f) => format!("all of your opponent's {}Characters{}", prefix(f), suffix(f)),
        StaticTarget::YourHand(f) => format!("{} in your hand", hand_filter(2, f)),
    }
}

fn modifier(m: &Modifier) -> String {
    match m {
        Modifier::Power(a) => format!("gains {}", amount(a, "power")),
        Modifier::Cost(v) => format!("gains {}", signed(*v, "cost")),
        Modifier::Grant(k) => format!("gains {}", keyword_tag(*k)),
        Modifier::Prohibit(p) => format!("cannot {}", prohibition(*p)),
        Modifier::BasePower(n) => format!("has a base power of {n}"),
        Modifier::BaseCost(n) => format!("has a base cost of {n}"),
        Modifier::Negated => "has its effects negated".into(),
    }
}

pub fn continuous(ctx: &Ctx, c: &Continuous) -> String {
    match (&c.target, &c.modifier) {
        (StaticTarget::OpponentCharacters(f), Modifier::Power(a)) => {
            format!("give all of your opponent's {}Characters{} {}", prefix(f), suffix(f), amount(a, "power"))
        }
        (StaticTarget::OpponentCharacters(f), Modifier::Cost(v)) => {
            format!("give all of your opponent's {}Characters{} {}", prefix(f), suffix(f), signed(*v, "cost"))
        }
        (StaticTarget::This, Modifier::Power(Amount::Fixed(v))) if *v < 0 => {
            format!("give {} {}", this(ctx), signed(*v, "power"))
        }
        (StaticTarget::YourCharacters(f), Modifier::Power(a)) => {
            format!("all of your {}Characters{} gain {}", prefix(f), suffix(f), amount(a, "power"))
        }
        (StaticTarget::YourCharacters(f), Modifier::Cost(v)) => {
            format!("all of your {}Characters{} gain {}", prefix(f), suffix(f), signed(*v, "cost"))
        }
        (t, m) => format!("{} {}", static_target(ctx, t), modifier(m)),
    }
}

/// An effect body as sentences.
pub fn effect(ctx: Ctx, e: &Effect) -> String {
    match e {
        Effect::Seq(v) if v.len() >= 2 => {
            let mut s = String::new();
            for (i, part) in v.iter().enumerate() {
                let c = chain(&ctx, part);
                if i == 0 {
                    s.push_str(&capitalise(&c));
                    s.push('.');
                } else {
                    s.push_str(" Then, ");
                    s.push_str(&lower_first(&c));
                    s.push('.');
                }
            }
            s
        }
        Effect::Seq(v) if v.len() == 1 => format!("{}.", capitalise(&chain(&ctx, &v[0]))),
        Effect::ChooseOne(opts) => {
            let mut s = String::from("Choose one:");
            for o in opts {
                s.push_str("\n• ");
                s.push_str(&effect(ctx, o));
            }
            s
        }
        Effect::MayPay { cost, then } => format!("{} {}", costs(&ctx, cost), effect(ctx, then)),
        other => format!("{}.", capitalise(&chain(&ctx, other))),
    }
}

/// Clauses joined by " and " (no final period).
fn chain(ctx: &Ctx, e: &Effect) -> String {
    match e {
        Effect::If(c, b) => format!("if {}, {}", condition(ctx, c), lower_first(&chain(ctx, b))),
        Effect::Seq(v) => v.iter().map(|p| chain(ctx, p)).collect::<Vec<_>>().join(" and "),
        other => clause(ctx, other),
    }
}

pub fn clause(ctx: &Ctx, e: &Effect) -> String {
    match e {
        Effect::Nothing => String::new(),
        Effect::Seq(_) | Effect::If(..) => chain(ctx, e),
        Effect::IfDone(a, b) => format!("{}. If you do, {}", chain(ctx, a), lower_first(&chain(ctx, b))),
        Effect::May(b) => format!("you may {}", lower_first(&chain(ctx, b))),
        Effect::MayPay { cost, then } => format!("{} {}", costs(ctx, cost), chain(ctx, then)),
        Effect::ChooseOne(_) => effect(*ctx, e),
        Effect::Draw(Amount::Fixed(n)) => {
            format!("draw {n} {}", if *n == 1 { "card" } else { "cards" })
        }
        Effect::Draw(a) => format!("draw cards ({})", amount(a, "")),
        Effect::DrawUpTo(n) => format!("draw up to {n} {}", cards(*n)),
        Effect::TrashFromHand { count, up_to, filter } => format!(
            "trash {}{count} {} from your hand",
            if *up_to { "up to " } else { "" },
            hand_filter(*count, filter)
        ),
        Effect::OpponentTrashesFromHand { count } => {
            format!("your opponent trashes {count} {} from their hand", cards(*count))
        }
        Effect::Targeted { sel, act } => targeted(ctx, sel, act),
        Effect::Search { look, filter, up_to, pick_to, rest } => {
            let it = if *up_to == 1 { "it" } else { "them" };
            let pick = match pick_to {
                PickTo::Hand => format!("add {it} to your hand"),
                PickTo::Play { rested: false } => format!("play {it}"),
                PickTo::Play { rested: true } => format!("play {it} rested"),
                PickTo::Trash => format!("trash {it}"),
            };
            if let PickTo::Play { rested } = pick_to {
                let rest = match rest {
                    RestTo::BottomAnyOrder => "place the rest at the bottom of your deck in any order",
                    RestTo::TopAnyOrder => "return the rest to the top of your deck in any order",
                    RestTo::Trash => "trash the rest",
                };
                return format!(
                    "look at {look} {} from the top of your deck; play up to {up_to} {}{}. Then, {rest}",
                    cards(*look),
                    hand_filter(*up_to, filter),
                    if *rested { " rested" } else { "" }
                );
            }
            let rest = match rest {
                RestTo::BottomAnyOrder => "place the rest at the bottom of your deck in any order",
                RestTo::TopAnyOrder => "return the rest to the top of your deck in any order",
                RestTo::Trash => "trash the rest",
            };
            format!(
                "look at {look} {} from the top of your deck; reveal up to {up_to} {} and {pick}. Then, {rest}",
                cards(*look),
                hand_filter(*up_to, filter)
            )
        }
        Effect::Play { from, filter, up_to, rested } => format!(
            "play up to {up_to} {} from your {}{}",
            hand_filter(*up_to, filter),
            match from {
                PlayFrom::Hand => "hand",
                PlayFrom::Trash => "trash",
                PlayFrom::DeckTop => "deck",
            },
            if *rested { " rested" } else { "" }
        ),
        Effect::PlayThis => "play this card".into(),
        Effect::AddDon { count, rested } => {
            let it = if *count == 1 { "it" } else { "them" };
            format!(
                "add up to {count} DON!! {} from your DON!! deck and {}",
                cards(*count),
                if *rested { format!("rest {it}") } else { format!("set {it} as active") }
            )
        }
        Effect::GiveRestedDon { count, to } => {
            let to = if to.what == Targetable::LeaderOrCharacter
                && to.side == Side::You
                && to.count == 1
                && to.up_to
                && to.filter == Filter::any()
            {
                "your Leader or 1 of your Characters".to_string()
            } else if to.what == Targetable::This {
                this(ctx).to_string()
            } else if to.what == Targetable::Leader && to.count == 1 && !to.up_to {
                format!("your {}Leader", prefix(&to.filter))
            } else {
                let what = match to.what {
                    Targetable::LeaderOrCharacter => "Leader or Character cards",
                    Targetable::Leader => "Leader",
                    Targetable::Stage => "Stages",
                    _ => "Characters",
                };
                format!("{} of your {}{what}{}", to.count, prefix(&to.filter), suffix(&to.filter))
            };
            format!("give up to {count} rested DON!! {} to {to}", cards(*count))
        }
        Effect::SetDonActive { count } => format!("set up to {count} of your DON!! cards as active"),
        Effect::RestDon { count } => format!("rest {count} of your DON!! cards"),
        Effect::ReturnDon { count } => {
            format!("return {count} DON!! {} from your field to your DON!! deck", cards(*count))
        }
        Effect::LifeToHand { count } => {
            format!("add {count} {} from the top of your Life cards to your hand", cards(*count))
        }
        Effect::DeckToLife { count, face_up } => format!(
            "add up to {count} {} from the top of your deck to the top of your Life cards{}",
            cards(*count),
            if *face_up { " face-up" } else { "" }
        ),
        Effect::TrashLife { side, count } => format!(
            "trash {count} {} from the top of {} Life cards",
            cards(*count),
            match side {
                Side::Opponent => "your opponent's",
                _ => "your",
            }
        ),
        Effect::LookAtLife { side } => match side {
            Side::Opponent => "look at all of your opponent's Life cards".into(),
            _ => "look at all of your Life cards".into(),
        },
        Effect::TurnLifeFaceUp { count } => format!("turn {count} of your Life cards face-up"),
        Effect::DealDamage { side, count } => format!(
            "deal {count} damage to {} Leader",
            if *side == Side::Opponent { "your opponent's" } else { "your" }
        ),
        Effect::Restrict { side, what, duration: d } => format!(
            "{} cannot {}{}",
            if *side == Side::Opponent { "your opponent" } else { "you" },
            match what {
                PlayerRestriction::ActivateBlocker => "activate [Blocker]",
                PlayerRestriction::PlayCharacters => "play Character cards",
                PlayerRestriction::PlayEvents => "play Event cards",
                PlayerRestriction::LifeToHandByEffect if *side == Side::Opponent => {
                    "add Life cards to their hand using their own effects"
                }
                PlayerRestriction::LifeToHandByEffect => "add Life cards to your hand using your own effects",
            },
            duration(*d)
        ),
        Effect::TrashThis => format!("trash {}", this(ctx)),
        Effect::ActivateOwn(t) => format!("activate this card's {} effect", timing_tag(*t)),
        Effect::MillTop { side, count } => format!(
            "trash {count} {} from the top of {} deck",
            cards(*count),
            if *side == Side::Opponent { "your opponent's" } else { "your" }
        ),
        Effect::HandToDeck { count, bottom } => format!(
            "place {count} {} from your hand at the {} of your deck{}",
            cards(*count),
            if *bottom { "bottom" } else { "top" },
            if *count > 1 { " in any order" } else { "" }
        ),
        Effect::SideReturnsDon { side, count } => match side {
            Side::Opponent => format!("your opponent returns {count} DON!! {} from their field to their DON!! deck", cards(*count)),
            _ => format!("return {count} DON!! {} from your field to your DON!! deck", cards(*count)),
        },
    }
}

fn targeted(ctx: &Ctx, sel: &Selector, act: &Act) -> String {
    let s = selector(ctx, sel);
    match act {
        Act::Ko => format!("K.O. {s}"),
        Act::Rest => format!("rest {s}"),
        Act::SetActive => format!("set {s} as active"),
        Act::ReturnToHand => format!("return {s} to the owner's hand"),
        Act::ToDeckBottom => format!("place {s} at the bottom of the owner's deck"),
        Act::ToDeckTop => format!("place {s} at the top of the owner's deck"),
        Act::Trash => format!("trash {s}"),
        Act::Power(a, d) => gains_or_give(sel, &s, &amount(a, "power"), d),
        Act::Cost(v, d) => gains_or_give(sel, &s, &signed(*v, "cost"), d),
        Act::SetPowerZero(d) => format!("give {s} power 0{}", duration(*d)),
        Act::Grant(k, d) => format!("{s} {} {}{}", gains(sel), keyword_tag(*k), duration(*d)),
        Act::Prohibit(p, d) => format!("{s} cannot {}{}", prohibition(*p), duration(*d)),
        Act::GiveActiveDon(n) => format!("give {s} up to {n} of your active DON!! {}", cards(*n)),
        Act::SetBasePower(n, d) => format!("{s} has a base power of {n}{}", duration(*d)),
        Act::SetBaseCost(n, d) => format!("{s} has a base cost of {n}{}", duration(*d)),
        Act::Negate(d) => format!("negate the effect of {s}{}", duration(*d)),
    }
}

/// "gains" for one card, "gain" for up to 2 or more.
fn gains(sel: &Selector) -> &'static str {
    if sel.count > 1 { "gain" } else { "gains" }
}

/// Own cards "gain", the opponent's are "given".
fn gains_or_give(sel: &Selector, s: &str, what: &str, d: &Duration) -> String {
    if sel.side == Side::Opponent || sel.side == Side::Either && what.starts_with('\u{2212}') {
        format!("give {s} {what}{}", duration(*d))
    } else {
        format!("{s} {} {what}{}", gains(sel), duration(*d))
    }
}

/// "\[Trigger\] …"
pub fn trigger(ctx: Ctx, e: &Effect) -> String {
    format!("[Trigger] {}", effect(ctx, e))
}
