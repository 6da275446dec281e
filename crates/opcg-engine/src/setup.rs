//! The unchecked game setup ([`GameSetup`]) and its validation (5-1-2) into [`SetupError`]s.

use std::fmt;

use game_core::{ByPlayer, Seat};
use serde::{Deserialize, Serialize};

use crate::card::{CardDb, CardKind};
use crate::effect::{Ability, DeckRule, Extra};
use crate::resolver::filter_matches_def;

/// One player's deck list: a leader number and the 50 numbers of the main deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckList {
    pub leader: String,
    pub main: Vec<String>,
}

/// Options of a game. Every field has a rule-conform default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupOptions {
    /// DON!! deck size (5-1-2: exactly 10; any other value is rejected).
    pub don_deck: u8,
    /// Loop guard (11-1): after this many turns the game ends in a draw.
    pub max_turns: u32,
    /// Loop guard (11-1): after this many applied actions the game ends in a draw.
    pub max_actions: u32,
}

impl Default for SetupOptions {
    fn default() -> Self {
        SetupOptions { don_deck: 10, max_turns: 200, max_actions: 20_000 }
    }
}

/// Everything needed to start a game. Becomes a [`crate::Game`] only through
/// [`crate::Game::new`], which validates it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    pub cards: CardDb,
    pub decks: ByPlayer<DeckList>,
    pub seed: u64,
    pub options: SetupOptions,
}

/// The deck size 5-1-2 requires.
pub const DECK_SIZE: usize = 50;
/// The DON!! deck size 5-1-2 requires.
pub const DON_DECK_SIZE: u8 = 10;
/// Copies of one number allowed by 5-1-2-3.
pub const MAX_COPIES: usize = 4;

/// One violation of the deck rules (5-1-2) or of the options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    /// 5-1-2: the main deck must hold exactly 50 cards.
    DeckSize { seat: Seat, found: usize },
    /// A number not in the card database.
    UnknownCard { seat: Seat, number: String },
    /// 5-1-2: the leader must be a Leader card.
    LeaderNotALeader { seat: Seat, number: String },
    /// 5-1-2-1: the main deck holds only Characters, Events and Stages.
    NotADeckCard { seat: Seat, number: String },
    /// 5-1-2-2: colour outside the leader's colours.
    ColourNotAllowed { seat: Seat, number: String },
    /// 5-1-2-3: more than 4 (or the leader-allowed count) of one number.
    TooManyCopies { seat: Seat, number: String, found: usize, allowed: usize },
    /// 5-1-2-4: a leader's deck-construction effect forbids this card.
    ForbiddenByLeader { seat: Seat, number: String },
    /// 5-1-2: the DON!! deck must hold exactly 10 cards.
    DonDeckSize { found: u8 },
}

impl SetupError {
    /// The card number an error is about, if any.
    fn number(&self) -> Option<&str> {
        match self {
            SetupError::UnknownCard { number, .. }
            | SetupError::LeaderNotALeader { number, .. }
            | SetupError::NotADeckCard { number, .. }
            | SetupError::ColourNotAllowed { number, .. }
            | SetupError::TooManyCopies { number, .. }
            | SetupError::ForbiddenByLeader { number, .. } => Some(number),
            SetupError::DeckSize { .. } | SetupError::DonDeckSize { .. } => None,
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::DeckSize { seat, found } => write!(f, "seat {seat}: the deck has {found} cards, it needs exactly {DECK_SIZE}"),
            SetupError::UnknownCard { seat, number } => write!(f, "seat {seat}: unknown card number {number}"),
            SetupError::LeaderNotALeader { seat, number } => write!(f, "seat {seat}: {number} is not a Leader card"),
            SetupError::NotADeckCard { seat, number } => write!(f, "seat {seat}: {number} cannot be in the main deck (only Characters, Events and Stages)"),
            SetupError::ColourNotAllowed { seat, number } => write!(f, "seat {seat}: {number} has no colour of the leader"),
            SetupError::TooManyCopies { seat, number, found, allowed } => write!(f, "seat {seat}: {found} copies of {number}, at most {allowed} allowed"),
            SetupError::ForbiddenByLeader { seat, number } => write!(f, "seat {seat}: the leader forbids {number} in the deck"),
            SetupError::DonDeckSize { found } => write!(f, "the DON!! deck must hold {DON_DECK_SIZE} cards, not {found}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// All violations of the setup, in a stable order (seat A first). Empty means valid.
pub fn validate(setup: &GameSetup) -> Vec<SetupError> {
    validate_parts(&setup.cards, &setup.decks, &setup.options)
}

/// [`validate`] on the parts of a setup.
pub fn validate_parts(cards: &CardDb, decks: &ByPlayer<DeckList>, options: &SetupOptions) -> Vec<SetupError> {
    let mut errs = Vec::new();
    if options.don_deck != DON_DECK_SIZE {
        errs.push(SetupError::DonDeckSize { found: options.don_deck });
    }
    for seat in Seat::BOTH {
        validate_deck(cards, seat, decks.get(seat), &mut errs);
    }
    errs
}

fn validate_deck(db: &CardDb, seat: Seat, deck: &DeckList, errs: &mut Vec<SetupError>) {
    let leader = match db.by_number(&deck.leader) {
        None => {
            errs.push(SetupError::UnknownCard { seat, number: deck.leader.clone() });
            None
        }
        Some(d) if d.kind != CardKind::Leader => {
            errs.push(SetupError::LeaderNotALeader { seat, number: deck.leader.clone() });
            None
        }
        Some(d) => Some(d),
    };
    if deck.main.len() != DECK_SIZE {
        errs.push(SetupError::DeckSize { seat, found: deck.main.len() });
    }
    let rules: Vec<&DeckRule> = leader.map(|l| l.deck_rules().collect()).unwrap_or_default();
    // Count copies per card. This is on the path of every new game (self-play and search create
    // many), so each run of equal numbers (deck lists repeat a number on consecutive lines) is
    // looked up once and runs are merged by definition id, not by comparing strings.
    let mut counts: Vec<(&str, Option<crate::card::DefId>, usize)> = Vec::with_capacity(24);
    let mut last: Option<&str> = None;
    for n in &deck.main {
        if last == Some(n.as_str()) {
            if let Some(e) = counts.last_mut() {
                e.2 += 1;
            }
            continue;
        }
        last = Some(n.as_str());
        let id = db.id_of(n);
        match counts.iter().position(|e| match id {
            Some(_) => e.1 == id,
            None => e.1.is_none() && e.0 == n.as_str(),
        }) {
            Some(i) => {
                counts[i].2 += 1;
                // Keep counting this entry while the run lasts.
                let e = counts.remove(i);
                counts.push(e);
            }
            None => counts.push((n.as_str(), id, 1)),
        }
    }
    // Errors come out in number order (stable for the UI and tests); sorting is needed only then.
    let first_err = errs.len();
    for &(number, id, found) in &counts {
        let Some(def) = id.map(|id| db.get(id)) else {
            errs.push(SetupError::UnknownCard { seat, number: number.to_string() });
            continue;
        };
        if !matches!(def.kind, CardKind::Character | CardKind::Event | CardKind::Stage) {
            errs.push(SetupError::NotADeckCard { seat, number: number.to_string() });
            continue;
        }
        let special = rules.iter().find_map(|r| match r {
            DeckRule::MayInclude { number: n, count } if n == number => Some(*count as usize),
            _ => None,
        });
        if let Some(l) = leader {
            if special.is_none() && !def.colours.iter().any(|c| l.colours.contains(c)) {
                errs.push(SetupError::ColourNotAllowed { seat, number: number.to_string() });
            }
        }
        // "Under the rules of this game, you may have any number of this card in your deck."
        let any_number = || def.abilities.iter().any(|a| matches!(a, Ability::AlsoHas(Extra::AnyNumberInDeck)));
        let allowed = special.unwrap_or_else(|| if found > MAX_COPIES && any_number() { usize::MAX } else { MAX_COPIES });
        if found > allowed {
            errs.push(SetupError::TooManyCopies { seat, number: number.to_string(), found, allowed });
        }
        if rules.iter().any(|r| matches!(r, DeckRule::CannotInclude(f) if filter_matches_def(f, def))) {
            errs.push(SetupError::ForbiddenByLeader { seat, number: number.to_string() });
        }
    }
    errs[first_err..].sort_by(|a, b| a.number().cmp(&b.number()));
}
