//! One grammar, two languages: each clause family of card text is described once — its AST
//! shape and its English and Japanese phrasings side by side — and both parsers and both
//! renderers are derived from that one description (the DESIGN guide's "describe a syntax once",
//! after Rendel & Ostermann's invertible syntax descriptions).
//!
//! - [`words`]: the `(value, en, ja)` tables of keywords (with their reminder texts), automatic
//!   timings and activation timings: the compiler's tag readers, the line splitter and both
//!   renderers use them.
//! - [`template`]: the template mini-language (literal text, typed holes, plural and flag choices,
//!   the Japanese final verb) and its interpreter, which reads a template at a [`Cursor`] or
//!   writes it from hole values.
//! - [`filter`]: a field-card filter as a table of parts (each part's words, place and order in
//!   both languages) and the selections built from it ("up to N of …", 「…N枚まで」), read and
//!   written once for both languages.
//! - [`holes`]: the hole kinds — how a count, a card filter or a timing tag reads and writes in
//!   each language (they call the grammars' shared readers and writers).
//! - [`conditions`]: the table of condition families ("If you have less Life cards than your
//!   opponent, …", 「自分のライフの枚数が相手より少ない場合、…」), the same way.
//! - [`costs`]: the table of activation costs (「このキャラをレストにできる：」, "DON!! −1", ①) and
//!   the cost-list reader and writer both grammars and renderers use; an "instead" part printed
//!   as costs reads with the same rows.
//! - [`permanents`]: the tables of permanent effects on one card and of what a replacement
//!   effect replaces, the target a hole (`holes::TARGET`, `holes::REPLACED`).
//! - [`clauses`]: the table of clause families (`clauses!`), each one entry: the hole names and
//!   kinds, an AST pattern that is both the constructor (parsing) and the destructuring pattern
//!   (rendering), and the English and Japanese templates.
//!
//! The hand-written grammars (`compile::en`, `compile::ja`) and renderers (`render::en`,
//! `render::ja`) ask this table first for a clause, then fall back to their own families (the
//! older ones, moved here family by family). Adding a clause family: one entry in
//! [`clauses`] (a new AST node in `opcg_engine::effect` if no existing one fits, a resolver arm if
//! it behaves in a new way) and a round-trip test — see ARCHITECTURE.md.

pub mod clauses;
pub mod conditions;
pub mod costs;
pub mod filter;
pub mod holes;
pub mod permanents;
pub mod selectors;
pub mod template;
pub mod timings;
pub mod words;

use game_core::Lang;
use opcg_engine::effect::Effect;

use crate::compile::cursor::Cursor;

/// Reads one clause of the table at `c` (Japanese: `cont` asks for the continuative verb ending
/// of a clause followed by 「、」). Leaves `c` unchanged when no family matches.
pub fn parse_clause(c: &mut Cursor, lang: Lang, cont: bool) -> Option<Effect> {
    clauses::CLAUSES.iter().find_map(|f| f.parse(c, lang, cont))
}

/// Reads one condition of the table at `c` (the words before "," / 「場合」).
pub fn parse_condition(c: &mut Cursor, lang: Lang) -> Option<opcg_engine::effect::Condition> {
    conditions::CONDITIONS.iter().find_map(|f| f.parse(c, lang, false))
}

/// Reads a selector shape of the table at `c` (`None`, `c` unchanged, for the shapes the
/// grammars build from a card filter).
pub fn parse_selector(c: &mut Cursor, lang: Lang) -> Option<opcg_engine::effect::Selector> {
    selectors::SELECTORS.iter().find_map(|f| f.parse(c, lang, false))
}

/// Writes a selector of the table's shapes (`None` for the others).
pub fn render_selector(s: &opcg_engine::effect::Selector, lang: Lang) -> Option<String> {
    selectors::SELECTORS.iter().find_map(|f| f.render(s, lang)).map(|(head, verb)| head + &verb)
}

/// Writes a condition of the table (Japanese in its final form, before 「場合」); `this` is the
/// card's own words (`{this}`: "this Leader is rested").
pub fn render_condition(k: &opcg_engine::effect::Condition, lang: Lang, this: &str) -> Option<String> {
    conditions::CONDITIONS.iter().find_map(|f| f.render_this(k, lang, Some(this))).map(|(head, verb)| head + &verb)
}

/// Writes a clause of the table: English as one string, Japanese as (text before the final
/// verb, the verb in its final form). `None` when no family describes `e`. `this` is the card's
/// own words ("this Leader": a selection of the card itself is written so).
pub fn render_clause(e: &Effect, lang: Lang, this: &str) -> Option<(String, String)> {
    clauses::CLAUSES.iter().find_map(|f| f.render_this(e, lang, Some(this)))
}

/// Reads a permanent effect on one card at `c` ("this Character gains +1000 power", two of them
/// joined: [`parse_permanent_pair`]); `c` unchanged when no row matches.
pub fn parse_permanent(c: &mut Cursor, lang: Lang) -> Option<opcg_engine::effect::Continuous> {
    permanents::PERMANENTS.iter().find_map(|f| f.parse(c, lang, false))
}

/// Reads two permanent effects on one card printed as one sentence ("this Character gains
/// \[Blocker\] and +1 cost").
pub fn parse_permanent_pair(c: &mut Cursor, lang: Lang) -> Option<[opcg_engine::effect::Continuous; 2]> {
    permanents::PAIRS.iter().find_map(|f| f.parse(c, lang, false))
}

/// Reads what a replacement effect replaces ("If this Character would be K.O.'d", 「このキャラが
/// KOされる」 before 「場合」).
pub fn parse_event(c: &mut Cursor, lang: Lang) -> Option<opcg_engine::effect::Replaceable> {
    permanents::EVENTS.iter().find_map(|f| f.parse(c, lang, false))
}

/// Writes a permanent effect of [`permanents::PERMANENTS`]' rows (`this`: the card's own words);
/// `None` for the shapes the hand-written renderers keep.
pub fn render_permanent(e: &opcg_engine::effect::Continuous, lang: Lang, this: &str) -> Option<String> {
    permanents::PERMANENTS.iter().find_map(|f| f.render_this(e, lang, Some(this))).map(|(head, verb)| head + &verb)
}

/// Writes two permanent effects on one card as one sentence, if a row of [`permanents::PAIRS`]
/// describes them.
pub fn render_permanent_pair(e: &[opcg_engine::effect::Continuous; 2], lang: Lang, this: &str) -> Option<String> {
    permanents::PAIRS.iter().find_map(|f| f.render_this(e, lang, Some(this))).map(|(head, verb)| head + &verb)
}

/// Writes what a replacement effect replaces (English from "if", Japanese before 「場合」).
pub fn render_event(e: &opcg_engine::effect::Replaceable, lang: Lang, this: &str) -> Option<String> {
    permanents::EVENTS.iter().find_map(|f| f.render_this(e, lang, Some(this))).map(|(head, verb)| head + &verb)
}
