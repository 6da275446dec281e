//! The One Piece Card Game rules engine: pure, deterministic, no IO; builds natively and for
//! wasm32. The comprehensive rules (総合ルール) are the specification; rule numbers are cited
//! in doc comments throughout.
//!
//! # How to drive it
//! 1. Build a [`GameSetup`] (cards, two [`DeckList`]s, a seed) and call [`Game::new`]; decks are
//!    validated per 5-1-2 and every violation is reported (`Err(Vec<SetupError>)`).
//!    [`Game::new_shared`] does the same with a shared `Arc<CardDb>`; [`Game::prepare`] validates
//!    two decks once and [`Game::new_prepared`] starts games of them (self-play, the arena).
//! 2. Loop: `let seat = game.decision_seat()`; pick one of `game.legal_actions(seat)`;
//!    `game.apply(seat, action)` returns the [`Event`]s. Anything not in the list is rejected
//!    with an [`ActionError`] and changes nothing. [`Action::Concede`] is always legal.
//!    Hot loops (self-play, search) use [`Game::with_legal_actions`] and
//!    [`Game::apply_legal_index`] (the action at an index of the list: no membership scan, no
//!    copy), which borrow the list and the events instead of copying them.
//! 3. Show `game.view(seat)` ([`PlayerView`]): plain serde data, redacted for that seat.
//! 4. Save `{setup, [(seat, action)]}`; load with [`Game::replay`] (same seed + actions ⇒ same
//!    game).
//!
//! # Module map
//! - [`card`]: printed cards ([`CardDef`], [`CardDb`], colours, attributes, keywords).
//! - [`effect`]: effects as typed data — abilities, timings, conditions, costs, filters,
//!   amounts, durations; the AST a text compiler targets. Rendering it back to card text (both
//!   languages) lives in the `opcg-cards` crate (`opcg_cards::render`).
//! - [`setup`]: [`GameSetup`], [`DeckList`], [`SetupOptions`], deck validation (5-1-2).
//! - `state` ([`CardId`], [`Zone`]): zones, card objects (a fresh id per zone move, 3-1-6),
//!   DON!! counts, continuous modifiers, the work stack, pending triggers and decision.
//! - [`flow`]: phases (6) and battle steps (7) as an explicit state machine.
//! - `resolver`: the ONE effect resolver — live power/cost/keywords, the choke points (zone
//!   move, K.O., damage, cost payment, DON!! moves, modifiers) with replacement effects and trigger
//!   detection, the resumable work stack, trigger ordering (8-6), rule processing (9).
//!   In rooms (`resolver/`): `live`, `zones`, `triggers`, `costs`, `interpret`, `answers`.
//! - [`action`]: [`Action`] and [`Choice`] (complete values).
//! - [`decision`]: [`Decision`] / [`DecisionKind`]: what the game waits for.
//! - `legal`: `Game::legal_actions`, the one truth of legality.
//! - `loops`: loops a player can stop (11-1-1-2/3): the choice that started a loop is refused
//!   once the state it began from comes back (unless forced).
//! - `refusal`: [`Game::refusal`] / [`Refusal`]: why an action is not legal now, the rule the
//!   interface says when it refuses a drop.
//! - `determinize`: [`Game::determinize`] / [`Determinizer`]: a game that matches what one seat
//!   knows, with the cards it cannot know redealt at random (for honest search).
//! - [`judge`]: manual corrections (move a card, rest, power, draw, DON!!), logged and saved.
//! - [`game`]: [`Game`] (new, apply, queries) and [`ActionError`].
//! - [`view`]: [`PlayerView`] and friends, per-seat redaction.
//! - [`event`]: [`Event`] (redactable per viewer), [`GameResult`], [`DrawReason`].
//! - [`testkit`]: original test cards, legal test decks, and the [`testkit::Scenario`] builder.
//!
//! # Loops and limits (11-1)
//! The engine cannot detect every endless loop, so it caps a game: after
//! [`SetupOptions::max_turns`] turns (default 200) or [`SetupOptions::max_actions`] applied
//! actions (default 20,000) the game ends in a draw ([`DrawReason::TurnLimit`] /
//! [`DrawReason::ActionLimit`]); an effect chain that does not settle within 200,000 resolver
//! steps ends it with [`DrawReason::EndlessLoop`]. A loop a player can stop (11-1-1-2/3) is
//! gone round by answering each choice as it comes (the declared number of rounds); once the
//! state it began from comes back, the choice that started it is no longer legal there unless
//! forced (`loops`: a watch that arms only in a turn of 64+ actions).
//!
//! # Simplifications (documented, not hidden)
//! - Simultaneous triggers: the controller picks the next one to resolve, one at a time.
//! - "Add up to N cards from the top of your deck to your Life" asks yes/no card by card (the
//!   same as choosing 0–N first, 4-8-1, for face-down cards).
//! - Replacement effects replace K.O.s (by battle, by effects, or by the opponent's effects) and
//!   moves off the field by the opponent's effects (bounce, to the deck, trash); damage and
//!   rest have no replacement hook (no card needs one yet).
//! - The K.O.s of one "K.O. up to 2" share one trigger batch (each player orders their own
//!   [On K.O.]s, 8-6), but the cards leave the field one after the other, so a card K.O.'d
//!   later still sees the earlier K.O. from the field.
//! - "Trash N cards from your opponent's hand" takes them at random with the game's seeded RNG
//!   (the effect's player cannot see them); "Return N or more DON!! cards" as a cost returns N,
//!   then asks yes/no for each further card.
//!
//! DON!! −N (8-3-1-6) asks the player where each DON!! comes from (cost area active/rested, or
//! a leader/character it is given to) whenever there is a choice ([`DecisionKind::ReturnDon`]).
//!
//! # Invariants
//! Every card is in exactly one place (51 objects per player incl. the leader); each player has
//! 10 DON!! (deck + cost area + attached); all randomness comes from the [`Rng`] in the state;
//! rule logic never iterates a hash map; no input can make the engine panic.

// Card text uses square brackets ([Trigger], [Blocker], …): they are not intra-doc links.
#![allow(rustdoc::broken_intra_doc_links, rustdoc::private_intra_doc_links, rustdoc::invalid_html_tags)]

pub mod action;
pub mod card;
pub mod decision;
mod determinize;
pub mod effect;
pub mod event;
pub mod flow;
pub mod game;
pub mod judge;
mod legal;
mod loops;
mod refusal;
mod resolver;
pub mod setup;
mod state;
pub mod testkit;
pub mod view;

pub use action::{Action, Choice};
pub use card::{Attribute, CardDb, CardDef, CardKind, Colour, DefId, Keyword};
pub use determinize::Determinizer;
pub use decision::{Decision, DecisionKind, DonSource, OptionKind, Prompt};
pub use event::{CardRef, DrawReason, Event, GameResult, LossReason};
pub use flow::{BattleStep, Phase};
pub use game::{ActionError, Game, PreparedDecks, ReplayError};
pub use refusal::Refusal;
pub use judge::{JudgeAction, JudgeError, JudgeZone, JUDGE_POWER_LIMIT};
pub use game_core::{ByPlayer, Hidden, Rng, Seat, Visibility};
pub use setup::{DeckList, GameSetup, SetupError, SetupOptions};
pub use state::{CardId, Zone};
pub use view::{BattleView, CardView, FieldCardView, PlayerView, SideView};
