//! Which cards a clause talks about: [`Selector`] ("up to 1 of your opponent's Characters") and
//! [`Filter`] ("with a cost of 3 or less", "{X} type", "other than this card").

use serde::{Deserialize, Serialize};

use crate::card::{Attribute, CardKind, Colour};

/// Whose cards, from the effect controller's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    You,
    Opponent,
    Either,
}

/// Which field cards a selector may pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Targetable {
    /// The source card itself (8-4-4-3: no choice is made).
    This,
    Leader,
    Character,
    /// "Leader or Character cards"
    LeaderOrCharacter,
    Stage,
    /// "that card": the cards the previous targeted clause of the effect chose, while they are
    /// still on the field (no new choice is made).
    Chosen,
    /// "the opponent's Character you battled with" (バトルした相手のキャラ): the other card of the
    /// battle the source is in, if it is a Character still on the field (no choice is made).
    BattleOpponent,
}

/// "up to `count` of <side>'s <what> <filter>"; `up_to: false` means exactly `count` if possible
/// (8-4-4-1); `all`: "all of <side>'s <what> <filter>", every matching card, no choice made
/// (`count` and `up_to` unused).
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Selector {
    pub side: Side,
    pub what: Targetable,
    pub filter: Filter,
    pub count: u8,
    pub up_to: bool,
    #[serde(default)]
    pub all: bool,
    /// What few selections add ([`More`]): boxed, as a selector is copied with every effect that
    /// names cards; `None` when there is nothing (read and written through [`Selector::also`],
    /// [`Selector::total_power_max`] and their setters, which keep it so).
    #[serde(default)]
    pub more: Option<Box<More>>,
}

/// What a [`Selector`] adds, rarely.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct More {
    /// A second selection made by the same clause: "K.O. up to 1 of your opponent's Characters
    /// with a cost of 3 or less and up to 1 of your opponent's Characters with a cost of 2 or
    /// less" (「相手の、コスト3以下のキャラ1枚までとコスト2以下のキャラ1枚までを、KOする」), "up to
    /// 1 each of your opponent's Leader and Character cards" (「相手のリーダーとキャラ1枚ずつまで」).
    /// The player chooses for this selection, then for the second among the cards not chosen
    /// yet; the act is done to all the chosen cards at once.
    #[serde(default)]
    pub also: Option<Selector>,
    /// "with a total power of N or less" (「パワーの合計がN以下になるように」): the chosen cards'
    /// power adds up to at most N (their power when chosen); the player chooses them one by
    /// one among the cards that still fit.
    #[serde(default)]
    pub total_power_max: Option<i32>,
    /// The effect's opponent chooses among their own cards, not the effect's player: "Your
    /// opponent returns 1 of their Characters to the owner's hand" (相手は自身のキャラ1枚を、持ち主
    /// の手札に戻す).
    #[serde(default)]
    pub by_opponent: bool,
}

// Written out to be inlined where effects are cloned (every triggered ability): the derived
// clone stopped being inlined once a selector held a box (measured: +400 instructions per
// random self-play game).
impl Clone for Selector {
    #[inline(always)]
    fn clone(&self) -> Self {
        Selector { side: self.side, what: self.what, filter: self.filter.clone(), count: self.count, up_to: self.up_to, all: self.all, more: self.more.clone() }
    }
}

impl Selector {
    /// The source card itself.
    pub fn this() -> Self {
        Selector { side: Side::You, what: Targetable::This, filter: Filter::any(), count: 1, up_to: false, all: false, more: None }
    }
    /// "up to `n` of <side>'s Characters <filter>"
    pub fn up_to(n: u8, side: Side, what: Targetable, filter: Filter) -> Self {
        Selector { side, what, filter, count: n, up_to: true, all: false, more: None }
    }
    /// "all of <side>'s <what> <filter>": every matching card, no choice made.
    pub fn all(side: Side, what: Targetable, filter: Filter) -> Self {
        Selector { side, what, filter, count: 0, up_to: false, all: true, more: None }
    }
    /// "that card": the cards the previous targeted clause chose.
    pub fn chosen() -> Self {
        Selector { side: Side::Either, what: Targetable::Chosen, filter: Filter::any(), count: 1, up_to: false, all: false, more: None }
    }
    /// This selection and then `second` ([`More::also`]).
    #[must_use]
    pub fn and(self, second: Selector) -> Self {
        self.set_more(|m| m.also = Some(second))
    }
    /// This selection with a total power limit (`None`: without) ([`More::total_power_max`]).
    #[must_use]
    pub fn with_total_power_max(self, n: Option<i32>) -> Self {
        self.set_more(|m| m.total_power_max = n)
    }
    /// This selection without its second selection.
    #[must_use]
    pub fn without_also(&self) -> Self {
        self.clone().set_more(|m| m.also = None)
    }
    /// The second selection ([`More::also`]).
    pub fn also(&self) -> Option<&Selector> {
        self.more.as_ref().and_then(|m| m.also.as_ref())
    }
    /// The total power limit ([`More::total_power_max`]).
    pub fn total_power_max(&self) -> Option<i32> {
        self.more.as_ref().and_then(|m| m.total_power_max)
    }
    /// Whether the effect's opponent makes this choice ([`More::by_opponent`]).
    pub fn by_opponent(&self) -> bool {
        self.more.as_ref().is_some_and(|m| m.by_opponent)
    }
    /// This selection, chosen by the effect's opponent ([`More::by_opponent`]).
    #[must_use]
    pub fn chosen_by_opponent(self) -> Self {
        self.set_more(|m| m.by_opponent = true)
    }
    fn set_more(mut self, f: impl FnOnce(&mut More)) -> Self {
        let mut m = self.more.take().map(|b| *b).unwrap_or_default();
        f(&mut m);
        self.more = (m != More::default()).then(|| Box::new(m));
        self
    }
    /// Your Leader (no choice).
    pub fn your_leader() -> Self {
        Selector { side: Side::You, what: Targetable::Leader, filter: Filter::any(), count: 1, up_to: false, all: false, more: None }
    }
}

/// A card name as card text compares it (2-1-2): card lists print the same name with or without
/// spaces ("GERMA 66" / 「GERMA66」) and sometimes type the long-vowel mark as a dash
/// (「ケイミ―」 for 「ケイミー」); those differences are dropped.
#[must_use]
pub fn name_key(s: &str) -> String {
    name_key_chars(s).collect()
}

/// The characters of [`name_key`], without building the string.
fn name_key_chars(s: &str) -> impl Iterator<Item = char> + '_ {
    s.chars().filter(|c| !c.is_whitespace()).map(|c| if matches!(c, '\u{2015}' | '\u{2014}' | '\u{2500}') { 'ー' } else { c })
}

/// Do two spellings name the same card ([`name_key`])? Compared character by character: card
/// filters ask this of many cards while effects resolve, so no string is built.
#[must_use]
pub fn same_name(a: &str, b: &str) -> bool {
    a == b || name_key_chars(a).eq(name_key_chars(b))
}

/// Card names in text: 「」 exact (2-1-2) or 『』 partial (2-1-2-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NameMatch {
    Exact(String),
    Contains(String),
}

/// Conditions on a card's information. Every field left `None`/empty matches anything.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Filter {
    pub cost_max: Option<i32>,
    pub cost_min: Option<i32>,
    pub power_max: Option<i32>,
    pub power_min: Option<i32>,
    /// Has at least one of these traits (《X》); a trailing '*' asks for a partial match (2-4-3-1).
    pub traits: Vec<String>,
    pub colour: Option<Colour>,
    pub attribute: Option<Attribute>,
    pub name: Option<NameMatch>,
    /// Not named this (e.g. "other than [Name]").
    pub name_not: Option<String>,
    pub kind: Option<CardKind>,
    /// `Some(true)`: rested only; `Some(false)`: active only.
    pub rested: Option<bool>,
    /// "other than this card"
    pub not_this: bool,
    /// Has a [Trigger].
    pub has_trigger: Option<bool>,
    /// 多色 (2-3-6): more than one colour.
    pub multicolour: Option<bool>,
    /// 「元々の効果のない」 (2-8-5): no printed text at all.
    pub no_text: Option<bool>,
    /// A card number (2-14-3).
    pub number: Option<String>,
    /// 元々のコスト (base cost, 4-9): the printed cost.
    #[serde(default)]
    pub base_cost_max: Option<i32>,
    #[serde(default)]
    pub base_cost_min: Option<i32>,
    /// 元々のパワー (base power, 4-9): the printed power.
    #[serde(default)]
    pub base_power_max: Option<i32>,
    #[serde(default)]
    pub base_power_min: Option<i32>,
    /// "with a cost equal to or less than the number of <side>'s Life cards" (`Either`: "the
    /// total of your and your opponent's Life cards"): a bound counted when the clause resolves.
    #[serde(default)]
    pub cost_max_life: Option<Side>,
    /// "without a \[When Attacking\] effect" (【アタック時】効果を持たない): the card has no
    /// automatic ability of this timing in its text.
    #[serde(default)]
    pub without_auto: Option<super::ability::When>,
    /// "with a cost equal to or less than the number of DON!! cards on your field"
    /// (自分の場のドン‼の枚数以下のコストを持つ): a bound counted when the clause resolves, on the
    /// controller's DON!! in the cost area and given to cards. Read only in "play up to …"
    /// ([`crate::Effect::Play`]), the one clause that carries it out.
    #[serde(default)]
    pub cost_max_don: bool,
    /// "A or B" (「AかB」): besides every other field, the card matches at least one of these
    /// alternatives ("{X} type card or \[Name\]", "Event or Stage card"). Empty: no alternative
    /// asked.
    #[serde(default)]
    pub any_of: Vec<Filter>,
    /// "\[Blocker\] Characters" (【ブロッカー】を持つキャラ): the card has this keyword — on the
    /// field as it is now (granted ones too), elsewhere as printed.
    #[serde(default)]
    pub keyword: Option<crate::card::Keyword>,
    /// "up to 1 each of \[A\], \[B\], and \[C\]" (「「A」と「B」と「C」それぞれ1枚ずつまで」): the
    /// alternatives of `any_of` are each taken at most once in a pick of several cards (a card
    /// alone matches as for "A or B"). Read by the plays from the hand ([`super::Effect::Play`]).
    #[serde(default)]
    pub one_each: bool,
    /// "that is a different color than the returned Character" (戻したキャラと異なる色の): the card
    /// shares no colour with the card the previous step chose (the Character it returned, found
    /// wherever it went). Read only in "play up to …" ([`crate::Effect::Play`]), the one clause
    /// that carries it out.
    #[serde(default)]
    pub colour_not_chosen: bool,
}

impl Filter {
    pub fn any() -> Self {
        Filter::default()
    }
    pub fn cost_at_most(n: i32) -> Self {
        Filter { cost_max: Some(n), ..Filter::default() }
    }
    pub fn power_at_most(n: i32) -> Self {
        Filter { power_max: Some(n), ..Filter::default() }
    }
    pub fn with_trait(t: &str) -> Self {
        Filter { traits: vec![t.to_string()], ..Filter::default() }
    }
    pub fn of_kind(k: CardKind) -> Self {
        Filter { kind: Some(k), ..Filter::default() }
    }
}
