//! [`Action`]: every input a player can give, as a complete value (design pattern 3).

use serde::{Deserialize, Serialize};

use crate::state::CardId;

/// An answer to a pending choice inside an effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Yes/no: "you may", optional costs, replacement effects, "draw up to" one more.
    YesNo(bool),
    /// The index of an option ("Choose one", which pending trigger resolves next).
    Option(u8),
    /// Chosen cards (targets, cards to trash, the card to pick, the next card to place).
    Cards(Vec<CardId>),
    /// Done: what the card text says was carried out by hand ([`crate::DecisionKind::ByHand`]).
    Done,
}

/// Everything a seat can do. `Game::legal_actions` lists exactly the acceptable values.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// 5-2-1-5: the seat chosen at random decides to go first or second.
    ChooseFirst { go_first: bool },
    /// 5-2-1-6: redraw the opening hand once, or keep it.
    Mulligan { redraw: bool },
    /// 6-5-3: play a card from hand; `replace` names the Character trashed when 5 are out (3-7-6-1).
    PlayCard { card: CardId, replace: Option<CardId> },
    /// 6-5-5: give `count` active DON!! to your leader or a character.
    AttachDon { target: CardId, count: u8 },
    /// 7-1-1: rest `attacker` and attack `target`.
    DeclareAttack { attacker: CardId, target: CardId },
    /// 6-5-4: activate an [Activate: Main] ability of a card on your field.
    ActivateAbility { card: CardId, ability_index: u8 },
    /// 7-1-2: activate [Blocker] of `blocker`, or not (`None`).
    Block { blocker: Option<CardId> },
    /// 7-1-3-1-1: trash a character with a counter from hand to power up `target`.
    CounterCard { card: CardId, target: CardId },
    /// 7-1-3-1-2: play a [Counter] event from hand.
    PlayCounterEvent { card: CardId },
    /// Leave the counter step.
    EndCounterStep,
    /// 10-1-5: activate the [Trigger] of the life card just taken, or add it to hand.
    ActivateTrigger { yes: bool },
    /// Answer a pending choice of an effect.
    Choose(Choice),
    /// 6-5-2-1: end the main phase.
    EndMainPhase,
    /// 1-2-3: concede; legal for both seats at any time.
    Concede,
}
