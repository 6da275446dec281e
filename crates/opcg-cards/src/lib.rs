//! One Piece Card Game cards as printed, and the files they come in.
//!
//! - [`printed`]: the printed card (rules 2-1 … 2-17): language-free numbers and colours, and per
//!   language the name, traits, card text and [Trigger] text ([`PrintedCard`], [`CardText`]).
//! - [`text`]: normalising imported card text (HTML entities, `<br>` line breaks, "-" for none).
//! - [`punk`]: import of card lists in the `punk-records` JSON layout (one file or a folder),
//!   all-or-nothing with an error naming the file, the card and the field.
//! - [`decklist`]: deck lists in the common one-per-line form `4xOP01-001`, read and written.
//!
//! The card-text compiler and renderer (text ⇄ the engine's effect data) and the built-in pool
//! build on these.

pub mod compile;
pub mod decklist;
pub mod pool;
pub mod printed;
pub mod punk;
pub mod grammar;
pub mod render;
pub mod text;
pub mod written;

pub use decklist::{DeckListError, DeckListErrorKind, ParsedDeck};
pub use printed::{check_all_stats, CardText, PrintedCard, StatError};
pub use punk::{CardList, ImportError, ImportNote};
pub use compile::{compile_card, compile_text, compile_trigger, CardCompile, Compiled, Unread};
pub use render::{render_abilities, render_card, render_card_hinted, render_effect, render_trigger, Hints};
pub use written::{CardTexts, Reading};
pub use pool::{builtin_cards, builtin_db, builtin_decks, BuiltinDeck};
