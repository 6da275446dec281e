//! Which drags the legal actions allow in Kaiun Colosseum. The one drag of the game is the set
//! (セットフェイズ, 6-3-1, 6-3-2): a hand card dropped on the player's own battle area
//! (バトルエリア). Tap-tap and the keyboard go through the same pairs.
//!
//! The engine's `legal_actions` stays the one truth: nothing here decides legality.

use kaiun_engine::{Action, CardId};

/// What a player picks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// A card of the hand (手札).
    Hand(CardId),
}

/// Where it can be dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// The player's own battle area (バトルエリア).
    Battle,
}

impl Target {
    /// The value of the `data-drop` attribute that marks this target in the page.
    #[must_use]
    pub fn attr(self) -> &'static str {
        match self {
            Target::Battle => "battle",
        }
    }

    /// The target a `data-drop` value names.
    #[must_use]
    pub fn parse(s: &str) -> Option<Target> {
        (s == "battle").then_some(Target::Battle)
    }
}

/// The drag an action is made by, if a drag makes it.
#[must_use]
pub fn drag_of(action: &Action) -> Option<(Source, Target)> {
    match *action {
        Action::Set { card } => Some((Source::Hand(card), Target::Battle)),
        _ => None,
    }
}

/// Everything that can be picked up now.
#[must_use]
pub fn sources(legal: &[Action]) -> Vec<Source> {
    let mut out: Vec<Source> = Vec::new();
    for (s, _) in legal.iter().filter_map(drag_of) {
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

/// Where `source` can be dropped, each with its action.
#[must_use]
pub fn targets(legal: &[Action], source: Source) -> Vec<(Target, Action)> {
    legal
        .iter()
        .filter_map(|a| match drag_of(a) {
            Some((s, t)) if s == source => Some((t, a.clone())),
            _ => None,
        })
        .collect()
}

/// The action of dropping `source` on `target`, if that drop is legal.
#[must_use]
pub fn action_for(legal: &[Action], source: Source, target: Target) -> Option<Action> {
    targets(legal, source).into_iter().find(|(t, _)| *t == target).map(|(_, a)| a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaiun_engine::{builtin_decks, Game, GameSetup, Seat};

    #[test]
    fn every_set_is_a_drag_onto_the_battle_area() {
        let decks = builtin_decks();
        let game = Game::new(GameSetup::new(decks[0].cards.clone(), decks[1].cards.clone(), 11)).unwrap();
        let legal = game.legal_actions(Seat::A);
        let sets: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Set { .. })).collect();
        assert!(!sets.is_empty());
        assert_eq!(sources(&legal).len(), sets.len(), "one source per settable hand card");
        for a in sets {
            let Action::Set { card } = a else { unreachable!() };
            assert_eq!(action_for(&legal, Source::Hand(*card), Target::Battle).as_ref(), Some(a));
        }
        assert_eq!(action_for(&legal, Source::Hand(CardId(9999)), Target::Battle), None, "an unknown card makes no action");
        assert!(drag_of(&Action::Concede).is_none());
    }

    #[test]
    fn drop_attributes_round_trip() {
        assert_eq!(Target::parse(Target::Battle.attr()), Some(Target::Battle));
        assert_eq!(Target::parse("none"), None);
        assert_eq!(Target::parse(""), None);
    }
}
