//! Which drags the legal actions allow: every action that a drag (or a tap-tap, or the keyboard)
//! can make is a pair of a [`Source`] (what is picked up) and a [`Target`] (where it is dropped).
//!
//! The table lights up drop targets from [`targets`] and turns a drop into the action of
//! [`action_for`]: the engine's `legal_actions` stays the one truth, nothing here decides legality.

use opcg_engine::{Action, CardId};

/// What a player picks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// A card in the hand (to play it, or use it as a counter).
    Hand(CardId),
    /// This many active DON!! cards of the cost area, picked up together (to attach them).
    Don(u8),
    /// A leader or character on the field (to attack, or to block).
    Field(CardId),
}

/// Where it can be dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A card on the field (attach to, attack, block for, counter onto, replace).
    Card(CardId),
    /// The player's own play area (characters, stage, events).
    Play,
}

/// The drag an action is made by, if a drag makes it.
#[must_use]
pub fn drag_of(action: &Action, battle_target: Option<CardId>) -> Option<(Source, Target)> {
    Some(match *action {
        Action::PlayCard { card, replace: None } => (Source::Hand(card), Target::Play),
        Action::PlayCard { card, replace: Some(old) } => (Source::Hand(card), Target::Card(old)),
        Action::AttachDon { target, count } => (Source::Don(count), Target::Card(target)),
        Action::DeclareAttack { attacker, target } => (Source::Field(attacker), Target::Card(target)),
        Action::Block { blocker: Some(b) } => (Source::Field(b), Target::Card(battle_target?)),
        Action::CounterCard { card, target } => (Source::Hand(card), Target::Card(target)),
        Action::PlayCounterEvent { card } => (Source::Hand(card), Target::Card(battle_target?)),
        _ => return None,
    })
}

/// Everything that can be picked up now.
#[must_use]
pub fn sources(legal: &[Action], battle_target: Option<CardId>) -> Vec<Source> {
    let mut out: Vec<Source> = Vec::new();
    for a in legal {
        if let Some((s, _)) = drag_of(a, battle_target) {
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// Where `source` can be dropped, each with its action.
#[must_use]
pub fn targets(legal: &[Action], battle_target: Option<CardId>, source: Source) -> Vec<(Target, Action)> {
    legal
        .iter()
        .filter_map(|a| match drag_of(a, battle_target) {
            Some((s, t)) if s == source => Some((t, a.clone())),
            _ => None,
        })
        .collect()
}

/// The action of dropping `source` on `target`, if that drop is legal.
#[must_use]
pub fn action_for(legal: &[Action], battle_target: Option<CardId>, source: Source, target: Target) -> Option<Action> {
    targets(legal, battle_target, source).into_iter().find(|(t, _)| *t == target).map(|(_, a)| a)
}

/// The action of a drop whose pointer is over `under`: the places that contain the pointer,
/// innermost first (a card, then the area around it). The nearest lit one takes the drop, so a
/// drop on a card inside a lit area does what the area's light promised.
#[must_use]
pub fn action_at(legal: &[Action], battle_target: Option<CardId>, source: Source, under: &[Target]) -> Option<Action> {
    under.iter().find_map(|t| action_for(legal, battle_target, source, *t))
}

/// The action a refused drop meant, when it is one of the main phase's moves: an attack, a
/// DON!! given, a card played (what the engine is asked to explain, [`refusal_text`]).
#[must_use]
pub fn meant(source: Source, target: Option<Target>) -> Option<Action> {
    match (source, target?) {
        (Source::Field(attacker), Target::Card(target)) => Some(Action::DeclareAttack { attacker, target }),
        (Source::Don(count), Target::Card(target)) => Some(Action::AttachDon { target, count }),
        (Source::Hand(card), Target::Play) => Some(Action::PlayCard { card, replace: None }),
        _ => None,
    }
}

/// Why a drop is refused, in words: the engine's reason for the action it meant
/// ([`opcg_engine::Refusal`]) when there is one, else what that kind of card is for.
#[must_use]
pub fn refusal_text(why: Option<opcg_engine::Refusal>, source: Source, lang: crate::i18n::Lang) -> String {
    use crate::i18n::{t, tf, Fmt, Msg};
    use opcg_engine::Refusal as R;
    let text = match why {
        Some(R::FirstTurnNoAttack) => t(lang, Msg::NoOneAttacksInTheir),
        Some(R::AttackerRested) => t(lang, Msg::ARestedCardCannotAttack),
        Some(R::AttackerNotYours) => t(lang, Msg::OnlyYourLeaderAndYour),
        Some(R::PlayedThisTurn) => t(lang, Msg::ACharacterPlayedThisTurn),
        Some(R::CannotAttack) => t(lang, Msg::AnEffectStopsThisCard),
        Some(R::TargetNotOpponents) => t(lang, Msg::AttackYourOpponentsLeaderOr),
        Some(R::TargetActive) => t(lang, Msg::ThisCardCannotAttackAn),
        Some(R::CostTooHigh { cost, active }) => {
            return tf(lang, Fmt::TooFewDon { cost: cost.into(), active: active.into() });
        }
        Some(R::PlayRestricted) => t(lang, Msg::AnEffectStopsYouPlaying),
        Some(R::EventNotNow) => t(lang, Msg::ThisEventCannotBeUsed),
        Some(R::NoActiveDon) => t(lang, Msg::YouHaveNoActiveDON),
        Some(R::DonTargetNotYours) => t(lang, Msg::DONCanBeGivenTo),
        Some(R::NotNow) => t(lang, Msg::ThatCannotBeDoneNow),
        Some(R::GameOver) => t(lang, Msg::TheGameIsOver),
        Some(R::RepeatsLoop) => t(lang, Msg::ThatWouldRepeatALoop),
        Some(R::NotInHand | R::NotPlayable | R::UnknownCard | R::Other) | None => match source {
            Source::Don(_) => t(lang, Msg::DONCanBeGivenTo),
            Source::Field(_) => t(lang, Msg::ThatIsNotATarget),
            Source::Hand(_) => t(lang, Msg::ThatCardCantGoThere),
        },
    };
    text.to_string()
}

#[cfg(test)]
mod tests {

    /// A refused drop is explained by the engine for the move it meant: an attack on an active
    /// Character, DON!! with none active, a card above the active DON!! — in words.
    #[test]
    fn a_refused_drop_says_the_engines_reason() {
        use crate::i18n::Lang;
        use opcg_engine::testkit::Scenario;
        use opcg_engine::{Refusal, Seat};
        let g = Scenario::new().field(Seat::A, &["TST-004"]).field(Seat::B, &["TST-002"]).hand(Seat::A, &["TST-002"]).don(Seat::A, 1, 0).build();
        let find = |seat, zone, n| g.find(seat, zone, n).unwrap();
        let (attacker, active) = (find(Seat::A, opcg_engine::Zone::Character, "TST-004"), find(Seat::B, opcg_engine::Zone::Character, "TST-002"));
        let why = |s: Source, t: Target| g.refusal(Seat::A, &meant(s, Some(t)).unwrap());
        assert_eq!(why(Source::Field(attacker), Target::Card(active)), Some(Refusal::TargetActive));
        assert!(refusal_text(why(Source::Field(attacker), Target::Card(active)), Source::Field(attacker), Lang::En).contains("cannot attack an active Character"));
        let card = find(Seat::A, opcg_engine::Zone::Hand, "TST-002");
        assert_eq!(refusal_text(why(Source::Hand(card), Target::Play), Source::Hand(card), Lang::En), "It costs 2 and you have 1 active DON!!.");
        assert_eq!(meant(Source::Hand(card), Some(Target::Card(active))), None, "not a move a hand card makes");
        assert_eq!(refusal_text(None, Source::Hand(card), Lang::En), "That card can't go there: drop it on a lit place.");
    }

    use super::*;

    #[test]
    fn a_drop_on_a_card_inside_a_lit_area_goes_to_the_area() {
        let legal = vec![Action::PlayCard { card: A, replace: None }, Action::AttachDon { target: B, count: 1 }];
        // A character B in the character area: the pointer is over B, inside the area.
        let under = [Target::Card(B), Target::Play];
        assert_eq!(action_at(&legal, None, Source::Hand(A), &under), Some(Action::PlayCard { card: A, replace: None }));
        assert_eq!(action_at(&legal, None, Source::Don(1), &under), Some(Action::AttachDon { target: B, count: 1 }), "the nearest lit place wins");
        assert_eq!(action_at(&legal, None, Source::Hand(A), &[Target::Card(B)]), None, "outside the area, a card that is not lit refuses");
        // When the area is full, playing replaces the card it is dropped on (the nearest).
        let full = vec![Action::PlayCard { card: A, replace: Some(B) }, Action::PlayCard { card: A, replace: Some(C) }];
        assert_eq!(action_at(&full, None, Source::Hand(A), &under), Some(Action::PlayCard { card: A, replace: Some(B) }));
    }

    const A: CardId = CardId(1);
    const B: CardId = CardId(2);
    const C: CardId = CardId(3);

    #[test]
    fn drops_map_back_to_the_legal_actions() {
        let legal = vec![
            Action::PlayCard { card: A, replace: None },
            Action::AttachDon { target: B, count: 1 },
            Action::AttachDon { target: B, count: 2 },
            Action::AttachDon { target: C, count: 1 },
            Action::DeclareAttack { attacker: B, target: C },
            Action::EndMainPhase,
            Action::Concede,
        ];
        assert_eq!(sources(&legal, None), vec![Source::Hand(A), Source::Don(1), Source::Don(2), Source::Field(B)]);
        let don: Vec<Target> = targets(&legal, None, Source::Don(1)).into_iter().map(|(t, _)| t).collect();
        assert_eq!(don, vec![Target::Card(B), Target::Card(C)]);
        assert_eq!(action_for(&legal, None, Source::Don(2), Target::Card(B)), Some(Action::AttachDon { target: B, count: 2 }));
        assert_eq!(action_for(&legal, None, Source::Don(2), Target::Card(C)), None, "two at once only where the engine allows it");
        assert_eq!(action_for(&legal, None, Source::Field(B), Target::Card(C)), Some(Action::DeclareAttack { attacker: B, target: C }));
        assert_eq!(action_for(&legal, None, Source::Field(B), Target::Card(B)), None, "an illegal drop makes no action");
        assert_eq!(action_for(&legal, None, Source::Hand(A), Target::Play), Some(Action::PlayCard { card: A, replace: None }));
    }

    #[test]
    fn blocks_and_counter_events_drop_on_the_attacked_card() {
        let legal = vec![Action::Block { blocker: Some(A) }, Action::Block { blocker: None }, Action::PlayCounterEvent { card: B }];
        assert_eq!(action_for(&legal, Some(C), Source::Field(A), Target::Card(C)), Some(Action::Block { blocker: Some(A) }));
        assert_eq!(action_for(&legal, Some(C), Source::Hand(B), Target::Card(C)), Some(Action::PlayCounterEvent { card: B }));
        assert!(sources(&legal, None).is_empty(), "without a battle there is nothing to drop on");
    }
}
