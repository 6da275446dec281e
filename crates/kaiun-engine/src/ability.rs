//! カード効果 as typed data (rules 4, 8, 10): the AST one resolver interprets and one renderer
//! turns into card text.

use serde::{Deserialize, Serialize};

use crate::card::{Attribute, CardNo, Hand, Species, Text};

/// Whose: 「自分」 or 「相手」 (rule 4-2-1-2 .. 4-2-1-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Who {
    Me,
    Opponent,
}

/// Which 運値 a modifier touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LuckKind {
    /// 運値(カチ) (rule 2-3)
    Win,
    /// 運値(アイコ・マケ) (rule 2-4)
    Lose,
    /// 運値: both.
    Both,
}

/// キーワード効果 (rule 10-1): when an automatic ability triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Trigger {
    /// 【開運時】 (10-1-1)
    OnOpen,
    /// 【バトル勝利時】 (10-1-2)
    OnBattleWin,
    /// 【バトル敗北時】 (10-1-3)
    OnBattleLose,
}

/// Which cards a reference matches.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardFilter {
    Any,
    /// 「カード名」 (rule 2-1-2)
    Named(CardNo),
    /// 『…』: the name contains the words (rule 2-1-2-1).
    NameContains(Text),
    /// (icon) (rule 2-7-2)
    Attribute(Attribute),
    /// 〈…〉 (rule 2-8-2)
    Species(Species),
    Hand(Hand),
    /// 「元々の効果のないカード」 (rule 2-6-4)
    NoOriginalEffect,
}

/// A condition: 「〜なら、」 (rules 4-6, 8-3-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Condition {
    HandAtLeast { who: Who, n: u8 },
    BarrierAtMost { who: Who, n: u8 },
    TrashAtLeast { who: Who, n: u8 },
    /// 「相手が〈獣〉なら」: the card in the opponent's battle area (rule 4-2-1-3).
    OpponentCard(CardFilter),
    /// 自分のデッキの一番上のカードが…なら (read after it was revealed).
    TopOfDeck(CardFilter),
    /// 「ジャンケンで勝っているなら」: this turn's janken, if a battle can be fought.
    JankenWon,
    /// Every condition (rule 8-3-1-2).
    All(Vec<Condition>),
}

/// 発動コスト (rules 1-3-7-2, 8-3-2): 「〜たなら、」.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cost {
    /// 手札をN枚捨てたなら
    DiscardHand(u8),
    /// 自分のバリアN枚をトラッシュに置いたなら
    BarrierToTrash(u8),
    /// 自分のデッキの上からN枚をトラッシュに置いたなら
    MillDeck(u8),
}

/// 「このバトルの結果で」 (rule 10-2-2): applied in the result processing of 7-1-5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ResultMod {
    /// Loser side (7-1-5-1): 自分のデッキの上からN枚をバリアに置く.
    GainBarrier(u8),
    /// Winner side (7-1-5-3): 相手はバリアをさらにN枚手札に加える.
    OpponentExtraBarrier(u8),
}

/// One atomic instruction; every one goes through the resolver's choke points.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Atom {
    /// カードをN枚引く (4-3)
    Draw { who: Who, n: u8 },
    /// カードをN枚までを引く (4-8)
    DrawUpTo { n: u8 },
    /// 手札をN枚捨てる (4-4-2)
    Discard { n: u8 },
    /// 相手の手札をランダムに1枚捨てる (4-4-3)
    DiscardRandom,
    /// 運値 ±N until the end of the turn (reset in 6-6-4).
    Luck { who: Who, kind: LuckKind, delta: i8 },
    /// このターン、…のジャンケンを《…》として扱う
    SetHand { who: Who, hand: Hand },
    /// このバトルに勝つ (10-2-3)
    WinThisBattle,
    /// このバトルの結果で、… (10-2-2)
    BattleResult(ResultMod),
    /// 自分のデッキの上からN枚をバリアに置く
    DeckToBarrier { n: u8 },
    /// バリアN枚を手札に加える (7-1-5-4-1)
    BarrierToHand { who: Who, n: u8 },
    /// バリアN枚をトラッシュに置く
    BarrierToTrash { who: Who, n: u8 },
    /// デッキの上からN枚をトラッシュに置く
    Mill { who: Who, n: u8 },
    /// デッキから…を1枚までを手札に加え、デッキをシャッフルする (8-4-1-5-5, 11-1-1)
    Search(CardFilter),
    /// デッキの上からN枚を見て、1枚までを手札に加え、残りをデッキの下に置く (11-2)
    LookTop { n: u8 },
    /// 自分のデッキの上からN枚を見る (11-2-3: then they stay as they were)
    Peek { n: u8 },
    /// 自分のデッキの一番上を公開する (11-1-2)
    RevealTop,
    /// このカードを手札に戻す
    ReturnSelfToHand,
    /// このゲームに勝利する (1-2-6)
    WinGame,
    /// このターンの終了時、… (6-6-5)
    AtEndOfTurn(Box<Effect>),
    /// このターン、{自分/相手}のカードは「…」を得る (8-2-1-5)
    Gain { who: Who, ability: Box<Ability> },
}

/// An effect body: sentences and their connectives.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    Do(Atom),
    /// Sentences in printed order (2-6-3).
    Seq(Vec<Effect>),
    /// 「前文。そして、後文」: the second runs even if the first could not (4-7-2).
    AndThen(Box<Effect>, Box<Effect>),
    /// 「条件なら、…」 (4-6, 8-3-1).
    If { cond: Condition, then: Box<Effect> },
    /// 「前文なら、後文」: the second only if the first was fully done (4-6-2).
    IfDone(Box<Effect>, Box<Effect>),
    /// 「発動コストたなら、…」 (8-3-2): optional; pay all or nothing.
    Optional { cost: Cost, then: Box<Effect> },
}

/// A continuous modification of a 永続効果 (8-1-2-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Modifier {
    /// 自分/相手の運値±N
    Luck { who: Who, kind: LuckKind, delta: i8 },
    /// 相手の【…】効果は無効になる (8-2)
    NegateOpponent(Trigger),
    /// 相手のカードの効果は無効になる: every printed ability of the opponent's card (8-2).
    NegateOpponentCard,
    /// 相手は効果でカードを引くことができない (1-3-3)
    OpponentCannotDrawByEffect,
    /// ルール上、このカードはデッキにN枚まで入れることができる (5-1-2-2)
    DeckLimit(u8),
}

/// What a 置換効果 (8-1-2-3) replaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Replaced {
    /// 自分のバリアが手札に加わる場合
    OwnBarrierToHand,
    /// このカードがバトルエリアからトラッシュに置かれる場合
    SelfToTrash,
}

/// What happens instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Instead {
    /// 代わりにそのカードをトラッシュに置き、カードをN枚引く
    TrashAndDraw(u8),
    /// 代わりに手札に戻す
    ToHand,
    /// 代わりに手札に戻すことができる: optional (8-1-2-3-1); only for [`Replaced::SelfToTrash`].
    MayReturnToHand,
}

/// One ability printed on a card (8-1-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// 自動効果 (8-1-2-1)
    Auto { trigger: Trigger, effect: Effect },
    /// 永続効果 (8-1-2-2); `rules_level` = 「ルール上」 (8-1-2-2-3).
    Permanent { rules_level: bool, condition: Option<Condition>, modifier: Modifier },
    /// 置換効果 (8-1-2-3)
    Replacement { event: Replaced, instead: Instead },
    /// ストーリー (2-6-4-1): no meaning in play.
    Story(Text),
}

/// Shorthands for building card data.
pub mod build {
    use super::*;

    pub fn atom(a: Atom) -> Effect {
        Effect::Do(a)
    }
    pub fn when(trigger: Trigger, effect: Effect) -> Ability {
        Ability::Auto { trigger, effect }
    }
    pub fn if_(cond: Condition, then: Effect) -> Effect {
        Effect::If { cond, then: Box::new(then) }
    }
    pub fn opt(cost: Cost, then: Effect) -> Effect {
        Effect::Optional { cost, then: Box::new(then) }
    }
    pub fn and_then(a: Effect, b: Effect) -> Effect {
        Effect::AndThen(Box::new(a), Box::new(b))
    }
    pub fn if_done(a: Effect, b: Effect) -> Effect {
        Effect::IfDone(Box::new(a), Box::new(b))
    }
    pub fn luck(who: Who, kind: LuckKind, delta: i8) -> Effect {
        Effect::Do(Atom::Luck { who, kind, delta })
    }
    pub fn draw(n: u8) -> Effect {
        Effect::Do(Atom::Draw { who: Who::Me, n })
    }
    pub fn permanent(condition: Option<Condition>, modifier: Modifier) -> Ability {
        Ability::Permanent { rules_level: false, condition, modifier }
    }
}
