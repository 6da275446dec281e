//! [`Decision`]: what the game waits for, as a value (design pattern 4). Answers are ordinary
//! [`crate::Action`]s found in `legal_actions`.

use game_core::Seat;
use serde::{Deserialize, Serialize};

use crate::state::CardId;

/// Why cards are being chosen: tells the UI what to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Prompt {
    /// "You may …" (yes/no).
    May,
    /// Pay an optional cost? (yes/no)
    PayCost,
    /// Apply a replacement effect ("… instead")? (yes/no)
    Replace,
    /// Draw one more card ("draw up to N")? (yes/no)
    DrawAnother,
    /// Add the top card of your deck to your Life ("add up to N … to the top of your Life")? (yes/no)
    AddToLife,
    /// Choose targets for an effect.
    Targets,
    /// Choose cards of your hand to trash.
    TrashFromHand,
    /// Pick cards among the looked-at cards.
    PickFromLook,
    /// Choose the next card to place (order of the rest).
    NextToPlace,
    /// Choose a card to play.
    CardToPlay,
    /// Choose the character to trash because 5 are out (3-7-6-1).
    CharacterToMakeRoom,
    /// Choose characters to rest as a cost.
    RestForCost,
    /// Choose which DON!! receiver.
    DonReceiver,
    /// Choose cards to place at the bottom of the deck.
    ToDeckBottom,
    /// Choose cards of your hand to reveal.
    ToReveal,
    /// Return one more DON!! card ("return N or more DON!! cards")? (yes/no)
    ReturnAnotherDon,
}

/// Where a DON!! card can be returned from (DON!! −N, 8-3-1-6, 10-2-10-1), with how many are there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DonSource {
    /// Active DON!! of the cost area.
    CostActive(u8),
    /// Rested DON!! of the cost area.
    CostRested(u8),
    /// DON!! given to this leader or character.
    Attached { card: CardId, count: u8 },
}

/// What the options of a [`DecisionKind::ChooseOption`] are, so a UI can name each one.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OptionKind {
    /// Which pending trigger resolves next: option `i` is `triggers[i]`'s (8-6).
    Triggers,
    /// "Choose one:" — option `i` is the `i`-th effect.
    Modes(Vec<crate::effect::Effect>),
    /// 0 = the top, 1 = the bottom (of a Life area).
    TopOrBottom,
    /// 0 = the top, 1 = the bottom of the player's deck (cards placed at one end).
    DeckTopOrBottom,
    /// 0 = your own, 1 = your opponent's (Life area).
    YoursOrOpponents,
    /// A cost to declare: option `i` is cost `i`.
    Cost,
    /// 0 = one of the opponent's DON!! cards, 1 = one of their Characters
    /// ([`crate::effect::Effect::RestDonOrCharacter`]).
    DonOrCharacter,
}

/// The kind of a pending decision, with the options the UI may show.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    /// 5-2-1-5: go first or second.
    ChooseFirst,
    /// 5-2-1-6: keep or redraw.
    Mulligan,
    /// 6-5-2: the turn player's main phase (play, attach, attack, activate, end).
    Main,
    /// 7-1-2: block with one of these, or not.
    Block { attacker: CardId, target: CardId, blockers: Vec<CardId> },
    /// 7-1-3: counters, counter events, or end the step.
    Counter { attacker: CardId, target: CardId },
    /// 10-1-5: activate this life card's [Trigger]?
    Trigger { card: CardId },
    /// A yes/no question.
    /// `effect`: what would happen on "yes", when it is an effect (the "you may" part, or the
    /// "instead" part of a replacement), so a UI can say it.
    YesNo { prompt: Prompt, source: Option<CardId>, effect: Option<Box<crate::effect::Effect>> },
    /// Choose one of `count` options (effect modes, or which pending trigger resolves next).
    ChooseOption { count: u8, source: Option<CardId>, triggers: Vec<CardId>, options: OptionKind },
    /// DON!! −N: choose where the next DON!! card returns from (answered with
    /// `Choice::Option(index into sources)`); asked once per card while there is a choice.
    ReturnDon { remaining: u8, sources: Vec<DonSource>, source: Option<CardId> },
    /// Choose between `min` and `max` cards among `candidates`.
    ChooseCards { prompt: Prompt, candidates: Vec<CardId>, min: u8, max: u8, source: Option<CardId> },
    /// Card text the engine does not read ([`crate::effect::Effect::ByHand`]): the players carry
    /// `text` out with the judge tools (allowed while this waits), then answer `Choice::Done`.
    ByHand { source: CardId, text: String },
}

/// A pending decision: who must answer, and what.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    pub seat: Seat,
    pub kind: DecisionKind,
}
