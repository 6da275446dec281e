//! Kaiun Colosseum (開運コロシアム) rules engine: pure, deterministic, no IO.
//!
//! The comprehensive rules (v1) are the specification; rule numbers in doc comments point at them.
//!
//! ```
//! use kaiun_engine::{builtin_decks, Action, Game, GameSetup, Seat};
//!
//! let decks = builtin_decks();
//! let mut game = Game::new(GameSetup::new(decks[0].cards.clone(), decks[1].cards.clone(), 42)).unwrap();
//! // Turn 1, set phase: both seats must set a card face down (the UI shows a curtain between them).
//! assert_eq!(game.decision_seats(), vec![Seat::A, Seat::B]);
//! for seat in game.decision_seats() {
//!     let action = game.legal_actions(seat).into_iter().find(|a| matches!(a, Action::Set { .. })).unwrap();
//!     let events = game.apply(seat, action).unwrap();
//!     let _for_the_other_seat = kaiun_engine::redact(&events, seat.other());
//! }
//! // The cards were opened and fought; turn 2 waits for its set phase (or the game is over).
//! let view = game.view(Seat::A);
//! assert!(view.turn >= 2 || view.result.is_some());
//! ```
//!
//! Module map:
//! - [`card`]: printed card information (2): [`CardDef`], [`Hand`] (janken), ids.
//! - [`ability`]: card effects as typed data (4, 8, 10): triggers, conditions, costs, effects,
//!   permanent modifiers, replacements.
//! - [`mod@render`]: the ability AST as card text in 日本語 and English.
//! - [`pool`]: our original card pool and preconstructed decks.
//! - [`setup`]: the unchecked [`GameSetup`] and [`SetupError`] (5).
//! - [`game`]: the checked [`Game`]: public API (`new`, `legal_actions`, `apply`, `view`,
//!   `decision_seats`, `result`); its submodules hold the turn machine (`flow`, 6 and 9), battles
//!   (`battle`, 7), the one effect resolver (`resolver`, 8) and the zone choke points (`zones`, 3, 9-3).
//! - [`action`]: [`Action`], [`Choice`], [`ActionError`].
//! - [`decision`]: pending [`Decision`]s.
//! - [`determinize`]: games that match what one seat knows, its unknown cards redealt
//!   ([`Game::determinize`], [`Determinizer`]): the honest base of a computer player.
//! - [`event`]: [`Event`]s, redactable per viewer, and [`Phase`].
//! - [`view`]: per-seat [`PlayerView`]s.
//! - [`log_text`]: log lines and decision prompts in 日本語 and English.
//! - [`replay`]: save files (`setup + actions`) and replays.
//! - [`testkit`]: a scenario builder for short rule tests.

pub mod ability;
pub mod action;
pub mod card;
pub mod decision;
pub mod determinize;
pub mod event;
pub mod game;
pub mod log_text;
pub mod pool;
pub mod render;
pub mod replay;
pub mod setup;
pub mod testkit;
pub mod view;

#[cfg(test)]
mod tests;

pub use ability::{Ability, Atom, CardFilter, Condition, Cost, Effect, Modifier, Trigger, Who};
pub use action::{Action, ActionError, Choice};
pub use card::{CardDef, CardId, CardNo, CardRef, Hand};
pub use decision::{Decision, DecisionKind, Prompt};
pub use determinize::Determinizer;
pub use event::{redact, BattleOutcome, EndReason, Event, Phase};
pub use game::{Game, GameResult};
pub use log_text::{log_line, phase_text, prompt_text};
pub use game_core::{ByPlayer, Hidden, Rng, Seat};
pub use pool::{builtin_cards, builtin_decks, DeckList};
pub use render::{render, render_card_text, Lang};
pub use replay::{ReplayError, SaveFile, SAVE_FORMAT};
pub use setup::{GameSetup, SetupError};
pub use view::{BattleSlotView, PlayerView, SideView};
