//! AST → English card text, in the official templates ("[On Play] K.O. up to 1 of your
//! opponent's Characters with a cost of 3 or less."). The inverse of the text compiler: the UI
//! shows it, and text → AST → text round-trips are tested against it.

use std::fmt::{self, Display, Formatter, Write};

use super::*;
use crate::card::{Attribute, CardKind, Colour, Keyword};

fn kw(k: Keyword) -> &'static str {
    match k {
        Keyword::Rush => "[Rush]",
        Keyword::DoubleAttack => "[Double Attack]",
        Keyword::Banish => "[Banish]",
        Keyword::Blocker => "[Blocker]",
        Keyword::RushCharacter => "[Rush: Character]",
        Keyword::Unblockable => "[Unblockable]",
    }
}

impl Display for Keyword {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(kw(*self))
    }
}

impl Display for Duration {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Duration::ThisBattle => "during this battle",
            Duration::UntilEndOfTurn => "until the end of this turn",
            Duration::ThisTurn => "during this turn",
            Duration::UntilStartOfYourNextTurn => "until the start of your next turn",
        })
    }
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Green => "green",
        Colour::Blue => "blue",
        Colour::Purple => "purple",
        Colour::Black => "black",
        Colour::Yellow => "yellow",
    }
}

fn attribute(a: Attribute) -> &'static str {
    match a {
        Attribute::Slash => "Slash",
        Attribute::Strike => "Strike",
        Attribute::Ranged => "Ranged",
        Attribute::Special => "Special",
        Attribute::Wisdom => "Wisdom",
        Attribute::Unknown => "?",
    }
}

fn plural(n: u8, one: &str, many: &str) -> String {
    if n == 1 { one.to_string() } else { many.to_string() }
}

/// "with a cost of 3 or less", "{X} type", … as a suffix (leading space included).
fn filter_suffix(f: &Filter) -> String {
    let mut s = String::new();
    if let Some(t) = f.traits.first() {
        let _ = write!(s, " with a {{{}}} type", t.trim_end_matches('*'));
    }
    if let Some(c) = f.colour {
        let _ = write!(s, " that is {}", colour(c));
    }
    if let Some(a) = f.attribute {
        let _ = write!(s, " with the <{}> attribute", attribute(a));
    }
    match (f.cost_min, f.cost_max) {
        (Some(a), Some(b)) if a == b => { let _ = write!(s, " with a cost of {a}"); }
        (Some(a), Some(b)) => { let _ = write!(s, " with a cost of {a} to {b}"); }
        (None, Some(b)) => { let _ = write!(s, " with a cost of {b} or less"); }
        (Some(a), None) => { let _ = write!(s, " with a cost of {a} or more"); }
        _ => {}
    }
    match (f.power_min, f.power_max) {
        (None, Some(b)) => { let _ = write!(s, " with {b} power or less"); }
        (Some(a), None) => { let _ = write!(s, " with {a} power or more"); }
        (Some(a), Some(b)) => { let _ = write!(s, " with {a} to {b} power"); }
        _ => {}
    }
    if let Some(NameMatch::Exact(n)) = &f.name { let _ = write!(s, " named [{n}]"); }
    if let Some(NameMatch::Contains(n)) = &f.name { let _ = write!(s, " with \"{n}\" in its name"); }
    if let Some(n) = &f.name_not { let _ = write!(s, " other than [{n}]"); }
    if f.not_this { s.push_str(" other than this card"); }
    if f.has_trigger == Some(true) { s.push_str(" with a [Trigger]"); }
    s
}

fn what(w: Targetable, n: u8) -> &'static str {
    match (w, n) {
        (Targetable::This, _) => "this card",
        (Targetable::Leader, _) => "Leader",
        (Targetable::Character, 1) => "Character",
        (Targetable::Character, _) => "Characters",
        (Targetable::LeaderOrCharacter, 1) => "Leader or Character card",
        (Targetable::LeaderOrCharacter, _) => "Leader or Character cards",
        (Targetable::Stage, _) => "Stage",
    }
}

impl Display for Selector {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if self.what == Targetable::This {
            return f.write_str("this card");
        }
        let whose = match self.side {
            Side::You => "your ",
            Side::Opponent => "your opponent's ",
            Side::Either => "",
        };
        if self.what == Targetable::Leader && self.count == 1 && !self.up_to {
            return write!(f, "{whose}Leader{}", filter_suffix(&self.filter));
        }
        let n = self.count;
        let lead = if self.up_to { format!("up to {n}") } else { n.to_string() };
        let noun = what(self.what, if self.side == Side::Either { n } else { 2 });
        if self.side == Side::Either {
            write!(f, "{lead} {noun}{}", filter_suffix(&self.filter))
        } else {
            write!(f, "{lead} of {whose}{noun}{}", filter_suffix(&self.filter))
        }
    }
}

fn amount(a: &Amount) -> String {
    match a {
        Amount::Fixed(v) => format!("{v}"),
        Amount::PerCount { each, per, of } => format!("{each} for every {per} {}", counted(of)),
    }
}

fn signed_i(v: i32) -> String {
    if v >= 0 { format!("+{v}") } else { format!("−{}", -v) }
}

/// "+1000 power" / "+1000 power for every 2 cards in your trash".
fn power(a: &Amount) -> String {
    match a {
        Amount::Fixed(v) => format!("{} power", signed_i(*v)),
        Amount::PerCount { each, per, of } => format!("{} power for every {per} {}", signed_i(*each), counted(of)),
    }
}

fn counted(c: &Counted) -> String {
    match c {
        Counted::YourTrash => "cards in your trash".into(),
        Counted::YourHand => "cards in your hand".into(),
        Counted::YourLife => "of your Life cards".into(),
        Counted::OpponentLife => "of your opponent's Life cards".into(),
        Counted::YourDeck => "cards in your deck".into(),
        Counted::YourDonOnField => "DON!! cards on your field".into(),
        Counted::DonOnThis => "DON!! cards given to this card".into(),
        Counted::YourCharacters(f) => format!("of your Characters{}", filter_suffix(f)),
        Counted::OpponentCharacters(f) => format!("of your opponent's Characters{}", filter_suffix(f)),
    }
}

impl Display for Condition {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Don(n) => write!(f, "[DON!! x{n}]"),
            Condition::YourTurn => f.write_str("[Your Turn]"),
            Condition::OpponentsTurn => f.write_str("[Opponent's Turn]"),
            Condition::LeaderHasTrait(t) => write!(f, "If your Leader has the {{{t}}} type"),
            Condition::LeaderNamed(n) => write!(f, "If your Leader is [{n}]"),
            Condition::AtMost(c, n) => write!(f, "If you have {n} or less {}", counted(c)),
            Condition::AtLeast(c, n) => write!(f, "If you have {n} or more {}", counted(c)),
            Condition::ThisRested => f.write_str("If this card is rested"),
            Condition::Not(c) => write!(f, "Unless: {c}"),
        }
    }
}

impl Display for Cost {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Cost::RestDon(n) => write!(f, "{}", ["①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨", "⑩"].get(usize::from(*n).saturating_sub(1)).copied().unwrap_or("⑩")),
            Cost::ReturnDon(n) => write!(f, "DON!! −{n}"),
            Cost::RestThis => f.write_str("You may rest this card"),
            Cost::TrashThis => f.write_str("You may trash this card"),
            Cost::TrashFromHand { count, filter } => write!(f, "You may trash {count} {}{} from your hand", plural(*count, "card", "cards"), filter_suffix(filter)),
            Cost::RestCharacters { count, filter } => write!(f, "You may rest {count} of your Characters{}", filter_suffix(filter)),
            Cost::LifeToHand(n) => write!(f, "You may add {n} {} from the top of your Life cards to your hand", plural(*n, "card", "cards")),
        }
    }
}

fn costs(c: &[Cost]) -> String {
    c.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" and ")
}

fn act(a: &Act, sel: &Selector) -> String {
    let who = sel.to_string();
    match a {
        Act::Ko => format!("K.O. {who}."),
        Act::Rest => format!("Rest {who}."),
        Act::SetActive => format!("Set {who} as active."),
        Act::ReturnToHand => format!("Return {who} to the owner's hand."),
        Act::ToDeckBottom => format!("Place {who} at the bottom of the owner's deck."),
        Act::ToDeckTop => format!("Place {who} at the top of the owner's deck."),
        Act::Trash => format!("Trash {who}."),
        Act::Power(v, d) => format!("{} gains {} {d}.", capital(&who), power(v)),
        Act::Cost(v, d) => format!("Give {who} {}{v} cost {d}.", if *v >= 0 { "+" } else { "" }),
        Act::SetPowerZero(d) => format!("Set the power of {who} to 0 {d}."),
        Act::Grant(k, d) => format!("{} gains {} {d}.", capital(&who), kw(*k)),
        Act::Prohibit(p, d) => format!("{} cannot {} {d}.", capital(&who), prohibition(*p)),
        Act::GiveActiveDon(n) => format!("Give {who} up to {n} of your active DON!! {}.", plural(*n, "card", "cards")),
        Act::SetBasePower(v, d) => format!("The base power of {who} becomes {v} {d}."),
        Act::SetBaseCost(v, d) => format!("The base cost of {who} becomes {v} {d}."),
        Act::Negate(d) => format!("Negate the effects of {who} {d}."),
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

/// ASCII only: the English sentences begin with ASCII, and Unicode case mapping would put
/// core's case tables (about 6 KB gzip) into the web page.
fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::You => "you",
        Side::Opponent => "your opponent",
        Side::Either => "each player",
    }
}

impl Display for Effect {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Effect::Nothing => Ok(()),
            Effect::Seq(v) => {
                let parts: Vec<String> = v.iter().map(|e| e.to_string()).filter(|s| !s.is_empty()).collect();
                let mut out = String::new();
                for (i, p) in parts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" Then, ");
                        let mut c = p.chars();
                        if let Some(first) = c.next() {
                            out.extend(first.to_lowercase());
                            out.push_str(c.as_str());
                        }
                    } else {
                        out.push_str(p);
                    }
                }
                f.write_str(&out)
            }
            Effect::IfDone(a, b) => write!(f, "{a} If you do, {}", lower_first(&b.to_string())),
            Effect::If(c, b) => write!(f, "{c}, {}", lower_first(&b.to_string())),
            Effect::May(b) => write!(f, "You may: {b}"),
            Effect::MayPay { cost, then } => write!(f, "{}: {then}", costs(cost)),
            Effect::ChooseOne(v) => {
                f.write_str("Choose one:")?;
                for e in v {
                    write!(f, " • {e}")?;
                }
                Ok(())
            }
            Effect::Draw(Amount::Fixed(n)) => write!(f, "Draw {n} {}.", if *n == 1 { "card" } else { "cards" }),
            Effect::Draw(a) => write!(f, "Draw {} cards.", amount(a)),
            Effect::DrawUpTo(n) => write!(f, "Draw up to {n} {}.", plural(*n, "card", "cards")),
            Effect::TrashFromHand { count, up_to, filter } => {
                write!(f, "Trash {}{count} {}{} from your hand.", if *up_to { "up to " } else { "" }, plural(*count, "card", "cards"), filter_suffix(filter))
            }
            Effect::OpponentTrashesFromHand { count } => write!(f, "Your opponent trashes {count} {} from their hand.", plural(*count, "card", "cards")),
            Effect::Targeted { sel, act: a } => f.write_str(&act(a, sel)),
            Effect::Search { look, filter, up_to, pick_to, rest } => {
                let kind = filter.kind.map(|k| match k { CardKind::Character => " Character card", CardKind::Event => " Event card", CardKind::Stage => " Stage card", _ => " card" }).unwrap_or(" card");
                let to = match pick_to { PickTo::Hand => "add it to your hand".to_string(), PickTo::Play { rested } => format!("play it{}", if *rested { " rested" } else { "" }), PickTo::Trash => "trash it".to_string() };
                let r = match rest { RestTo::BottomAnyOrder => "place the rest at the bottom of your deck in any order", RestTo::TopAnyOrder => "place the rest at the top of your deck in any order", RestTo::Trash => "trash the rest" };
                write!(f, "Look at {look} cards from the top of your deck; reveal up to {up_to}{kind}{} and {to}. Then, {r}.", filter_suffix(&Filter { kind: None, ..filter.clone() }))
            }
            Effect::Play { from, filter, up_to, rested } => {
                let src = match from { PlayFrom::Hand => "your hand", PlayFrom::Trash => "your trash", PlayFrom::DeckTop => "the top of your deck" };
                write!(f, "Play up to {up_to} Character {}{} from {src}{}.", plural(*up_to, "card", "cards"), filter_suffix(&Filter { kind: None, ..filter.clone() }), if *rested { " rested" } else { "" })
            }
            Effect::PlayThis => f.write_str("Play this card."),
            Effect::AddDon { count, rested } => write!(f, "Add up to {count} DON!! {} from your DON!! deck and set {} as {}.", plural(*count, "card", "cards"), plural(*count, "it", "them"), if *rested { "rested" } else { "active" }),
            Effect::GiveRestedDon { count, to } => write!(f, "Give up to {count} rested DON!! {} to {to}.", plural(*count, "card", "cards")),
            Effect::SetDonActive { count } => write!(f, "Set up to {count} of your DON!! cards as active."),
            Effect::RestDon { count } => write!(f, "Rest {count} of your DON!! cards."),
            Effect::ReturnDon { count } => write!(f, "Return {count} DON!! {} from your field to your DON!! deck.", plural(*count, "card", "cards")),
            Effect::LifeToHand { count } => write!(f, "Add {count} {} from the top of your Life cards to your hand.", plural(*count, "card", "cards")),
            Effect::DeckToLife { count, face_up } => write!(f, "Add up to {count} {} from the top of your deck to the top of your Life cards{}.", plural(*count, "card", "cards"), if *face_up { " face-up" } else { "" }),
            Effect::TrashLife { side, count } => write!(f, "Trash {count} {} from the top of {} Life cards.", plural(*count, "card", "cards"), if *side == Side::Opponent { "your opponent's" } else { "your" }),
            Effect::LookAtLife { side } => write!(f, "Look at {} Life cards.", if *side == Side::Opponent { "your opponent's" } else { "your" }),
            Effect::TurnLifeFaceUp { count } => write!(f, "Turn {count} of your Life cards face-up."),
            Effect::DealDamage { side, count } => write!(f, "Deal {count} damage to {} Leader.", if *side == Side::You { "your" } else { "your opponent's" }),
            Effect::Restrict { side, what, duration } => {
                let w = match what {
                    PlayerRestriction::ActivateBlocker => "activate [Blocker]",
                    PlayerRestriction::PlayCharacters => "play Character cards",
                    PlayerRestriction::PlayEvents => "play Event cards",
                    PlayerRestriction::LifeToHandByEffect => "add Life cards to their hand using effects",
                };
                write!(f, "{} cannot {w} {duration}.", capital(side_name(*side)))
            }
            Effect::TrashThis => f.write_str("Trash this card."),
            Effect::MillTop { side, count } => write!(f, "Trash {count} {} from the top of {} deck.", plural(*count, "card", "cards"), if *side == Side::Opponent { "your opponent's" } else { "your" }),
            Effect::HandToDeck { count, bottom } => write!(f, "Place {count} {} from your hand at the {} of your deck.", plural(*count, "card", "cards"), if *bottom { "bottom" } else { "top" }),
            Effect::SideReturnsDon { side, count } => write!(f, "{} {} {count} DON!! {} from their field to their DON!! deck.", capital(side_name(*side)), if *side == Side::You { "return" } else { "returns" }, plural(*count, "card", "cards")),
            Effect::ActivateOwn(t) => write!(f, "Activate this card's {} effect.", match t { ActTiming::Counter => "[Counter]", _ => "[Main]" }),
        }
    }
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn when(w: &When) -> String {
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
        When::EndOfBattle => "At the end of a battle in which this card battles,".into(),
        When::CharacterKoed(Side::Opponent) => "When your opponent's Character is K.O.'d,".into(),
        When::CharacterKoed(_) => "When your Character is K.O.'d,".into(),
        When::YouTakeDamage => "When you take damage,".into(),
        When::YouPlayCharacter => "When you play a Character,".into(),
        When::YouActivateEvent => "When you activate an Event,".into(),
        When::LeavesField => "When this card leaves the field,".into(),
    }
}

impl Display for Ability {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let prefix = |conds: &[Condition], once: bool| {
            let mut s = String::new();
            for c in conds.iter().filter(|c| matches!(c, Condition::Don(_) | Condition::YourTurn | Condition::OpponentsTurn)) {
                let _ = write!(s, "{c} ");
            }
            if once {
                s.push_str("[Once Per Turn] ");
            }
            s
        };
        let rest_conds = |conds: &[Condition]| -> String {
            conds.iter().filter(|c| !matches!(c, Condition::Don(_) | Condition::YourTurn | Condition::OpponentsTurn)).map(|c| format!("{c}, ")).collect()
        };
        match self {
            Ability::Auto { when: w, conditions, once_per_turn, cost, effect } => {
                let (pre, post) = if matches!(w, When::OnPlay | When::WhenAttacking | When::OnBlock | When::OnKo | When::EndOfYourTurn | When::EndOfOpponentsTurn | When::OnOpponentsAttack) {
                    (format!("{}{} ", prefix(conditions, false), when(w)), if *once_per_turn { "[Once Per Turn] " } else { "" })
                } else {
                    (format!("{}{}", prefix(conditions, *once_per_turn), when(w) + " "), "")
                };
                let c = if cost.is_empty() { String::new() } else { format!("{}: ", costs(cost)) };
                write!(f, "{pre}{post}{c}{}{effect}", rest_conds(conditions))
            }
            Ability::Activated { timing, conditions, once_per_turn, cost, effect } => {
                let t = match timing { ActTiming::ActivateMain => "[Activate: Main]", ActTiming::Main => "[Main]", ActTiming::Counter => "[Counter]" };
                let c = if cost.is_empty() { String::new() } else { format!("{}: ", costs(cost)) };
                let conds: String = conditions.iter().filter(|c| matches!(c, Condition::Don(_))).map(|c| format!("{c} ")).collect();
                write!(f, "{conds}{t} {}{c}{}{effect}", if *once_per_turn { "[Once Per Turn] " } else { "" }, rest_conds(conditions))
            }
            Ability::Permanent { conditions, effect } => {
                let target = match &effect.target {
                    StaticTarget::This => "This card".to_string(),
                    StaticTarget::YourLeader => "Your Leader".to_string(),
                    StaticTarget::YourCharacters(fl) => format!("All of your Characters{}", filter_suffix(fl)),
                    StaticTarget::OpponentCharacters(fl) => format!("All of your opponent's Characters{}", filter_suffix(fl)),
                    StaticTarget::YourHand(fl) => format!("Cards in your hand{}", filter_suffix(fl)),
                };
                let m = match &effect.modifier {
                    Modifier::Power(a) => format!("gains {}", power(a)),
                    Modifier::Cost(v) => format!("{} cost {}", if *v < 0 { "has" } else { "gains" }, if *v >= 0 { format!("+{v}") } else { format!("−{}", -v) }),
                    Modifier::Grant(k) => format!("gains {}", kw(*k)),
                    Modifier::Prohibit(p) => format!("cannot {}", prohibition(*p)),
                    Modifier::BasePower(v) => format!("has a base power of {v}"),
                    Modifier::BaseCost(v) => format!("has a base cost of {v}"),
                    Modifier::Negated => "has its effects negated".to_string(),
                };
                write!(f, "{}{}{target} {m}.", prefix(conditions, false), rest_conds(conditions))
            }
            Ability::Replacement { event, conditions, once_per_turn, optional, instead } => {
                let what = match event {
                    Replaceable::WouldBeKoed { target, cause } => {
                        let t = match target { StaticTarget::This => "this Character".to_string(), StaticTarget::YourCharacters(fl) => format!("your Character{}", filter_suffix(fl)), _ => "your card".to_string() };
                        let c = match cause { Some(KoCause::Battle) => " in battle", Some(KoCause::Effect) => " by an effect", None => "" };
                        format!("If {t} would be K.O.'d{c}")
                    }
                    Replaceable::WouldLeaveFieldByOpponentsEffect { .. } => "If this Character would be removed from the field by your opponent's effect".to_string(),
                };
                let body = lower_first(instead.to_string().trim_end_matches('.'));
                write!(f, "{}{}{what}, {}{body} instead.", prefix(conditions, *once_per_turn), rest_conds(conditions), if *optional { "you may " } else { "" })
            }
            Ability::DeckRule(DeckRule::MayInclude { number, count }) => write!(f, "Under the rules of this game, you may have up to {count} copies of [{number}] in your deck."),
            Ability::DeckRule(DeckRule::CannotInclude(fl)) => write!(f, "Under the rules of this game, you cannot include cards{} in your deck.", filter_suffix(fl)),
            Ability::StartOfGame(e) => write!(f, "At the start of the game, {}", lower_first(&e.to_string())),
            Ability::AlsoHas(Extra::Name(n)) => write!(f, "Under the rules of this game, this card is also treated as [{n}]."),
            Ability::AlsoHas(Extra::Trait(t)) => write!(f, "Under the rules of this game, this card also has the {{{t}}} type."),
            Ability::AlsoHas(Extra::Attribute(a)) => write!(f, "Under the rules of this game, this card also has the <{}> attribute.", attribute(*a)),
        }
    }
}
