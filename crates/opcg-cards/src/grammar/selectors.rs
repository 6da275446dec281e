//! The selector shapes ("that card", "up to 1 of your \[Name\] Leader", 「自分のキャラか「名」1枚
//! まで」), one entry each, the same way as [`super::clauses`]: the AST pattern builds the
//! [`Selector`] read and takes it apart for writing. Every clause that names field cards reads
//! and writes its selector through this table first ([`super::parse_selector`],
//! [`super::render_selector`]); the shapes built from a card filter ("up to 2 of your
//! opponent's rested Characters with a cost of 3 or less", 「相手の、コスト3以下のキャラ2枚まで」)
//! are [`super::filter`]'s, as their Japanese word order and commas follow the filter's parts. A
//! new selector shape is one entry here and its round-trip text; families are tried in order (a
//! longer template before its prefix).

use opcg_engine::effect::{Filter, Selector, Side, Targetable};

use super::clauses::clauses;
use super::holes;
use super::template::{Family, Vals};

clauses! {
    /// Every selector shape of the table, in the order they are tried.
    pub static SELECTORS: Selector;
    /// "that card": the cards the previous targeted clause chose ("the selected Character" is a
    /// printing of it, after "select").
    "chosen" (; filter = Filter::any())
        { Selector { side: Side::Either, what: Targetable::Chosen, filter, count: 1, up_to: false, all: false, more: None } }
        en ["that card", "the selected Character", "the selected cards", "the selected card"]
        ja ["そのカード", "選んだキャラ", "選んだカード"];
    /// The other card of the battle the source is in (バトルした相手のキャラ): no choice.
    "battle-opponent" (; filter = Filter::any())
        { Selector { side: Side::Opponent, what: Targetable::BattleOpponent, filter, count: 1, up_to: false, all: false, more: None } }
        en ["the opponent's Character you battled with", "the opponent\u{2019}s Character you battled with"]
        ja ["バトルした相手のキャラ"];
    /// "up to 1 of your \[Uta\] Leader": the Leader, if it has that name.
    "your-named-leader-up-to" (n: COUNT, name: NAMED)
        { Selector { side: Side::You, what: Targetable::Leader, filter: name, count: n, up_to: true, all: false, more: None } }
        en ["up to {n} of your {name} Leader"]
        ja ["自分のリーダーの{name}{n}枚まで"];
    /// "your \[Uta\] Leader" (「自分のリーダーの「ウタ」」): the Leader, no choice, if it has that
    /// name (nothing otherwise).
    "your-named-leader" (name: NAMED)
        { Selector { side: Side::You, what: Targetable::Leader, filter: name, count: 1, up_to: false, all: false, more: None } }
        en ["your {name} Leader"]
        ja ["自分のリーダーの{name}"];
    /// "your {Land of Wano} type Leader" (「自分の特徴《ワノ国》を持つリーダー」): the Leader, no
    /// choice, if it has those types (nothing otherwise).
    "your-typed-leader" (f: LEADER_TYPES)
        { Selector { side: Side::You, what: Targetable::Leader, filter: f, count: 1, up_to: false, all: false, more: None } }
        en ["your {f}Leader"]
        ja ["自分の{f}リーダー"];
    /// "up to 1 of your Characters or \[Silvers Rayleigh\]": any Character, or the named card (a
    /// Leader too).
    "your-characters-or-named" (n: COUNT, f: CHARACTER_OR_NAMED)
        { Selector { side: Side::You, what: Targetable::LeaderOrCharacter, filter: f, count: n, up_to: true, all: false, more: None } }
        en ["up to {n} of your Characters or {f}"]
        ja ["自分のキャラか{f}{n}枚まで"];
    /// "your Leader or 1 of your Characters" (「自分のリーダーかキャラ1枚」): exactly that many of
    /// the Leader and Characters (not "up to": 「…1枚まで」 is the filter's).
    "your-leader-or-characters" (n: EXACT_COUNT; filter = Filter::any())
        { Selector { side: Side::You, what: Targetable::LeaderOrCharacter, filter, count: n, up_to: false, all: false, more: None } }
        en ["your Leader or {n} of your Characters"]
        ja ["自分のリーダーかキャラ{n}枚"];
    /// "up to 1 of your \[Name\] cards": the Leader or Characters with that name.
    "your-named-cards-up-to" (n: COUNT, name: NAMED)
        { Selector { side: Side::You, what: Targetable::LeaderOrCharacter, filter: name, count: n, up_to: true, all: false, more: None } }
        en ["up to {n} of your {name} cards"]
        ja ["自分の{name}{n}枚まで"];
    /// "1 of your \[Name\] cards": exactly that many, if there are.
    "your-named-cards" (n: COUNT, name: NAMED)
        { Selector { side: Side::You, what: Targetable::LeaderOrCharacter, filter: name, count: n, up_to: false, all: false, more: None } }
        en ["{n} of your {name} cards"]
        ja ["自分の{name}{n}枚"];
}
