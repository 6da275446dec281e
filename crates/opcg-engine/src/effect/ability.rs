//! Abilities (効果の分類 8-1-3): automatic, activated, permanent, replacement, plus deck-rule and
//! start-of-game leader effects; their timings, conditions (8-3-2) and costs (8-3-1).

use serde::{Deserialize, Serialize};

use super::amount::{Amount, Counted};
use super::filter::{Filter, Side};
use super::Dest;
use super::Effect;
use crate::card::Keyword;

/// One ability of a card, in printed order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// 自動効果 (8-1-3-1): "[On Play] …", "[When Attacking] …", "When X, …".
    /// A non-empty `cost` is optional to pay (8-3-1-4); the effect runs only if it was paid.
    /// `optional`: "This effect can be activated when …" / 「…時、発動できる。」 — its controller
    /// may decline it when it triggers; declined, it is not activated, so \[Once Per Turn\]
    /// (10-2-13-1: 発動と解決) is not spent.
    Auto {
        when: When,
        conditions: Vec<Condition>,
        once_per_turn: bool,
        #[serde(default)]
        optional: bool,
        cost: Vec<Cost>,
        effect: Effect,
    },
    /// 起動効果 (8-1-3-2): "[Activate: Main]", an event's "[Main]" or "[Counter]".
    Activated { timing: ActTiming, conditions: Vec<Condition>, once_per_turn: bool, cost: Vec<Cost>, effect: Effect },
    /// 永続効果 (8-1-3-3): "[Opponent's Turn] This Character gains +1000 power."
    Permanent { conditions: Vec<Condition>, effect: Continuous },
    /// 置換効果 (8-1-3-4): "If <event> would happen, you may <instead> instead."
    Replacement { event: Replaceable, conditions: Vec<Condition>, once_per_turn: bool, optional: bool, instead: Effect },
    /// Deck-construction effect of a leader (5-1-2-4).
    DeckRule(DeckRule),
    /// 「ゲーム開始時」 leader effect (5-2-1-5-1).
    StartOfGame(Effect),
    /// "Under the rules of this game, this card is also treated as having <X>" (ルール上,
    /// 8-1-3-3-3): a permanent effect valid in every zone, hidden ones and deck building included
    /// (2-1-3, 2-4-4, 2-5-7).
    AlsoHas(Extra),
}

/// Card information gained by text (2-1-3, 2-4-4, 2-5-7).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Extra {
    Name(String),
    Trait(String),
    Attribute(crate::card::Attribute),
    /// Not card information but a rule of the game changed for the card's controller, as a
    /// Leader's text puts it (ルール上, 8-1-3-3-3): "Your face-up Life cards are placed at the
    /// bottom of your deck instead of being added to your hand, according to the rules." (自分の
    /// 表向きのライフは手札に加わる代わりにデッキの下に置かれる) — whatever adds them to the hand: the
    /// damage (7-1-4-1-1-2, a [Trigger] declined), an effect or a cost.
    FaceUpLifeToDeckBottom,
    /// "When your deck is reduced to 0, you win the game instead of losing, according to the
    /// rules." (ルール上、自分のデッキが0枚になった場合、自分は敗北する代わりに勝利する): the
    /// defeat condition of an empty deck (9-2-1-2) makes this card's controller win instead, at
    /// the same rule check.
    WinWithEmptyDeck,
    /// "Under the rules of this game, you may have any number of this card in your deck."
    /// (ルール上、このカードはデッキに何枚でも入れることができる): a deck-building rule of the
    /// card itself, beating the four-copy limit (5-1-2-3) for its number.
    AnyNumberInDeck,
    /// "All of your {Land of Wano} type Character cards without a Counter have a +1000 Counter,
    /// according to the rules." (ルール上、自分の特徴《ワノ国》を持ちカウンターを持たないキャラカード
    /// すべてはカウンター+1000を持つ): on the Leader, its controller's Character cards matching
    /// `filter` whose printed Counter is none (0) are used in the counter step (7-1-3) as if it
    /// were `amount`.
    CounterFor { filter: super::filter::Filter, amount: i32 },
}

/// When an automatic ability activates (発動タイミング 8-3-1-8).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum When {
    /// 【登場時】 10-2-6
    OnPlay,
    /// 【アタック時】 10-2-5
    WhenAttacking,
    /// 【ブロック時】 10-2-15
    OnBlock,
    /// 【KO時】 10-2-17 (activates on the field, resolves from the trash)
    OnKo,
    /// 【自分のターン終了時】 10-2-7
    EndOfYourTurn,
    /// 【相手のターン終了時】 10-2-8
    EndOfOpponentsTurn,
    /// 【相手のアタック時】 10-2-16
    OnOpponentsAttack,
    /// 「自分のターン開始時」 (6-2-2)
    StartOfYourTurn,
    /// 「自分のメインフェイズ開始時」 (6-5-1)
    StartOfYourMain,
    /// 「バトル終了時」 (7-1-5-2), for the attacker's and the attacked card's controllers.
    EndOfBattle,
    /// "When <side>'s Character is K.O.'d" (from the ability owner's side).
    CharacterKoed(Side),
    /// "When a card is removed from your Life" / "when you take damage".
    YouTakeDamage,
    /// "When you play a Character" (other than this one).
    YouPlayCharacter,
    /// "When you activate an Event" — the card's activation from hand (カードの発動, 8-5-2,
    /// 8-5-4), not an effect activation.
    YouActivateEvent,
    /// "When this card leaves the field" (離れる 4-11); only towards a public zone (8-4-5).
    LeavesField,
    /// "When a DON!! card on your field is returned to your DON!! deck" (自分の場のドン‼がドン‼
    /// デッキに戻された時): once per return (a DON!! −2 cost is one return), by a cost or an
    /// effect.
    DonReturned,
    /// "When your opponent activates a [Blocker]" (相手が【ブロッカー】を発動した時): as the
    /// opponent's Character blocks (10-1-4, 7-1-2-2).
    OpponentActivatesBlocker,
    /// "When this Character's attack deals damage to your opponent's Life" (このキャラのアタック
    /// によって、相手のライフにダメージを与えた時): its attack won against the Leader and the
    /// opponent had Life to take it (7-1-4-1-1-2).
    AttackDealsDamage,
    /// "At the end of a battle in which this Character battles your opponent's Character"
    /// (このキャラが相手のキャラとバトルしたバトル終了時): at the battle's end (7-1-5-2), for this
    /// card when the other card of the battle was not a Leader.
    EndOfBattleWithCharacter,
    /// "When a DON!! card on your field is returned to your DON!! deck by your effect" (自分の場
    /// のドン‼が自分の効果によってドン‼デッキに戻された時): a return the ability's controller
    /// made, by a cost (DON!! −N) or an effect; not one the opponent's effect made.
    DonReturnedByYourEffect,
    /// "When a card is removed from <side> Life cards" (ライフが離れた時, 相手のライフが離れた
    /// 時): once per card that leaves that Life area (4-11), whatever moves it.
    LifeLeaves(Side),
    /// "When your number of Life cards becomes 0" (自分のライフが0枚になった時): as the last
    /// card leaves the controller's Life area.
    LifeBecomesZero,
    /// "When this Leader or any of your Characters is given a DON!! card" (このリーダーか自分の
    /// キャラにドン‼が付与された時): whenever DON!! cards are given to the controller's Leader or
    /// Characters (6-5-5), by the main-phase action or an effect; once per giving.
    DonGiven,
    /// "When a Character is removed from the field by your effect" (キャラが自分の効果で場を離れた
    /// 時): either player's Character leaves the field (a K.O. or any other move) through an
    /// effect or a cost of the ability's controller; not a K.O. in battle.
    CharacterRemovedByYourEffect,
    /// "When this Character is K.O.'d[ by an effect| by your opponent's effect]" (このキャラが
    /// [効果で|相手の効果で]KOされた時): the worded self-K.O. timing, carried out as \[On K.O.\] is
    /// (it activates on the field and resolves from the trash, 8-4-5, 10-2-17-1) when the K.O.'s
    /// cause fits: `effect` a K.O. by an effect (10-2-1-3), `opponent` one by an effect of the
    /// ability controller's opponent.
    ThisKoed { effect: bool, opponent: bool },
    /// "When this Character battles and K.O.'s your opponent's Character" (このキャラのバトルによって
    /// 相手のキャラをKOした時): the opponent's Character this card battled is K.O.'d in that battle
    /// (7-1-4-1-2).
    KosInBattle,
    /// "If a Character is rested by your effect" (キャラが自分の効果でレストになった時): either
    /// player's active Character is rested by an effect of the ability's controller, or by a cost
    /// they pay for one ("rest this Character", "rest 1 of your Characters"); once per Character
    /// rested.
    CharacterRestedByYourEffect,
    /// "When this Character battles <Strike> attribute Characters" (このキャラが属性(打)を持つ
    /// キャラとバトルする時): once the battle's two cards are known (after the block step, before
    /// the counter step, 7-1-2 → 7-1-3), when this Character and a Character with that attribute
    /// are the attacker and the attacked card.
    BattlesAttribute(crate::card::Attribute),
    /// "When your {T} type Character is removed from the field by your opponent's effect or
    /// K.O.'d" (自分の特徴《T》を持つキャラがKOされた時か、相手の効果で場を離れた時): one of the
    /// controller's Characters whose printed card matches the filter is K.O.'d, whatever the
    /// cause (10-2-1), or leaves the field by an effect of the opponent's without a K.O. (4-11).
    YourCharacterKoedOrRemovedByOpponent(Box<super::filter::Filter>),
    /// "When you play a Character with no base effect from your hand" (自分が元々の効果のないキャラを
    /// 手札から登場させた時): as [`When::YouPlayCharacter`], for a Character card that came from the
    /// player's hand (played as the main-phase action or by an effect) and whose printed card
    /// matches the filter. (The filters of these timings are boxed: a `Filter` may name a timing,
    /// `Filter::without_auto`.)
    YouPlayCharacterFromHand(Box<super::filter::Filter>),
    /// "When your opponent plays a Character" (相手がキャラを登場させた時), of a filter ("… with a
    /// base cost of 8 or more", its printed card), by any means (3-7-6-1 or an effect); with
    /// `or_by_character_effect`, "…, or when your opponent plays a Character using a Character's
    /// effect" (相手が、…を登場させた時かキャラの効果でキャラを登場させた時): also any Character the
    /// opponent plays by the effect of a Character card.
    OpponentPlaysCharacter { filter: Box<super::filter::Filter>, or_by_character_effect: bool },
    /// "When this Leader attacks your opponent's Leader" (このリーダーが相手のリーダーにアタックした
    /// 時): as \[When Attacking\] (7-1-1-3), for an attack whose target is the opponent's Leader.
    AttacksLeader,
    /// "When your opponent activates an Event" (相手がイベントを発動した時): the opponent activates
    /// an Event card from the hand (カードの発動, 8-5-2, 8-5-4: a \[Main\] or a \[Counter\]
    /// Event); with `or_trigger`, "… an Event or \[Trigger\]" (相手がイベントか【トリガー】を発動
    /// した時), also a \[Trigger\] of one of the opponent's Life cards (10-1-5); with
    /// `or_blocker`, "… \[Blocker\] or an Event" (相手が【ブロッカー】かイベントを発動した時), also a
    /// block by one of the opponent's Characters (10-1-4).
    OpponentActivatesEvent { or_trigger: bool, or_blocker: bool },
    /// "When a \[Trigger\] activates" (【トリガー】が発動した時): either player activates the
    /// \[Trigger\] of a Life card (10-1-5).
    TriggerActivates,
    /// "When this Character is attacked" (このキャラがアタックされた時): the opponent declares an
    /// attack on this card (7-1-1-3 activates 「アタックされた時」 with 【相手のアタック時】, after
    /// the attacker's \[When Attacking\]); a later change of the attack target does not undo it.
    IsAttacked,
}

impl When {
    /// Some card waits for a card leaving a Life area ("When a card is removed from … Life
    /// cards", "When your number of Life cards becomes 0").
    pub const EVENT_LIFE: u8 = 1;
    /// Some card waits for DON!! being given.
    pub const EVENT_DON_GIVEN: u8 = 2;
    /// Some card waits for a Character removed from the field by an effect (or K.O.'d:
    /// [`When::YourCharacterKoedOrRemovedByOpponent`]).
    pub const EVENT_REMOVED: u8 = 4;
    /// Some card waits for the Character it battles being K.O.'d ([`When::KosInBattle`]).
    pub const EVENT_BATTLE_KO: u8 = 8;
    /// Some card waits for a Character rested by an effect ([`When::CharacterRestedByYourEffect`]).
    pub const EVENT_RESTED: u8 = 16;
    /// Some card waits for a battle with a Character of an attribute ([`When::BattlesAttribute`]).
    pub const EVENT_BATTLES_ATTRIBUTE: u8 = 32;
    /// Some card waits for a Character of a filter being played
    /// ([`When::YouPlayCharacterFromHand`], [`When::OpponentPlaysCharacter`]).
    pub const EVENT_PLAYED: u8 = 64;

    /// The bit of an event timing whose detection sits on a busy choke point (a zone move, a
    /// DON!! giving, a K.O.): a game looks for it only when one of its cards has it
    /// (`Game::event_timings`); 0 for the others, detected where their event happens anyway.
    pub fn event_bit(&self) -> u8 {
        match self {
            When::LifeLeaves(_) | When::LifeBecomesZero => Self::EVENT_LIFE,
            When::DonGiven => Self::EVENT_DON_GIVEN,
            When::CharacterRemovedByYourEffect | When::YourCharacterKoedOrRemovedByOpponent(_) => Self::EVENT_REMOVED,
            When::YouPlayCharacterFromHand(_) | When::OpponentPlaysCharacter { .. } => Self::EVENT_PLAYED,
            When::KosInBattle => Self::EVENT_BATTLE_KO,
            When::CharacterRestedByYourEffect => Self::EVENT_RESTED,
            When::BattlesAttribute(_) => Self::EVENT_BATTLES_ATTRIBUTE,
            _ => 0,
        }
    }
}

/// When an activated ability may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActTiming {
    /// 【起動メイン】 10-2-2: your main phase, outside battle.
    ActivateMain,
    /// 【メイン】 10-2-3: events played in your main phase, outside battle.
    Main,
    /// 【カウンター】 10-2-4: events played in the opponent's counter step.
    Counter,
}

/// Conditions (条件 8-3-2), evaluated from the ability's controller and source.
// A few nodes per printed card, not worth a box each: their size is not a hot-path cost.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Condition {
    /// 【ドン‼×N】 (8-3-2-3, 10-2-9): N or more DON!! attached to this card.
    Don(u8),
    /// 【自分のターン中】 10-2-11
    YourTurn,
    /// 【相手のターン中】 10-2-12
    OpponentsTurn,
    /// "If your Leader has the {X} type"
    LeaderHasTrait(String),
    /// "If your Leader is [Name]"
    LeaderNamed(String),
    /// "If <counted> is `n` or less"
    AtMost(Counted, i32),
    /// "If <counted> is `n` or more"
    AtLeast(Counted, i32),
    /// "If this card is rested"
    ThisRested,
    Not(Box<Condition>),
    /// "If your Leader has the {A} or {B} type": any one of these traits.
    LeaderHasAnyTrait(Vec<String>),
    /// "If your Leader is multicolored" (多色, 2-3-6).
    LeaderMulticoloured,
    /// "If the number of DON!! cards on your field is equal to or less than the number on your
    /// opponent's field"
    DonAtMostOpponents,
    /// "If your opponent has more DON!! cards on their field than you"
    OpponentHasMoreDon,
    /// "If A and B": every one holds.
    All(Vec<Condition>),
    /// "If A or B": at least one holds ("If you have 0 or 3 or more DON!! cards on your field").
    Any(Vec<Condition>),
    /// "If this Character has N power or more"
    ThisPowerAtLeast(i32),
    /// "If this Character was played on this turn"
    PlayedThisTurn,
    /// "If you have exactly N <counted>" ("If you have 2 Life cards")
    Exactly(Counted, i32),
    /// "If that card is <filter>": the card the previous clause revealed or chose (printed
    /// information).
    ChosenIs(super::filter::Filter),
    /// "If the revealed card has the chosen cost" ([`super::Effect::DeclareCostReveal`]).
    ChosenHasDeclaredCost,
    /// "If you have less Life cards than your opponent": two counts compared.
    Compare(Counted, Cmp, Counted),
    /// "If this Character is active" (このキャラがアクティブの場合): the source is on the field and
    /// not rested.
    ThisActive,
    /// "If the only Characters on your field are {X} type Characters" (自分の場のキャラが、特徴《X》を
    /// 持つキャラのみの場合): you have a Character, and every one of them matches. With no
    /// Character it does not hold: the comprehensive rules do not speak of it, and the wording
    /// asks what the Characters on your field are (「自分の場のキャラが、…のみ」), which
    /// presupposes some; an empty field is not "only {X} type Characters" (a deck of none of them
    /// would otherwise meet it on its first turn).
    OnlyCharacters(super::filter::Filter),
    // Leader conditions (issue #10)
    /// "If your Leader is active" (自分のリーダーがアクティブの場合).
    LeaderActive,
    /// "If your Leader has the <Slash> attribute" (自分のリーダーが属性(斬)を持つ場合; an attribute
    /// an effect gives counts too, 2-5).
    LeaderAttribute(crate::card::Attribute),
    /// "If that Character has 5000 power or less" / "… a cost of 4 or less" (そのキャラのパワーが
    /// 5000以下の場合 / そのキャラのコストが4以下の場合): the card the previous step chose, on the
    /// field, by its live power (`power`) or cost.
    ChosenAtMost { power: bool, n: i32 },
    /// "If this Leader battles your opponent's Character during this turn" (このターン中、この
    /// リーダーが相手のキャラとバトルしている場合): this turn, the source was the attacking or the
    /// attacked card of a battle whose other card was one of the opponent's Characters (7-1: the
    /// attack's target, or the Character that blocked it, 7-1-2-2), whatever became of that
    /// Character since. Read from the game's log of this turn, only when asked.
    BattledOpponentsCharacterThisTurn,
    /// "If you haven't drawn a card using this Leader's effect during this turn" (このターン中、
    /// このリーダーの効果でカードを引いていない場合): no card went from the controller's deck to
    /// their hand while an ability of the source resolved this turn. Read from the game's log of
    /// this turn, only when asked.
    NotDrawnByThisThisTurn,
}

/// How two counts compare ([`Condition::Compare`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cmp {
    Less,
    AtMost,
    Equal,
    AtLeast,
    More,
    /// "at least N less than" (〜よりN枚以上少ない): `a + N <= b`.
    FewerBy(i32),
}

impl Cmp {
    /// Does `a <cmp> b` hold?
    #[must_use]
    pub fn holds(self, a: i32, b: i32) -> bool {
        match self {
            Cmp::Less => a < b,
            Cmp::AtMost => a <= b,
            Cmp::Equal => a == b,
            Cmp::AtLeast => a >= b,
            Cmp::More => a > b,
            Cmp::FewerBy(n) => a.saturating_add(n) <= b,
        }
    }
}

/// 発動コスト (8-3-1): paid in order (8-3-1-1), all or nothing (8-3-1-3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cost {
    /// ① ② …: rest N active DON!! of your cost area (8-3-1-5).
    RestDon(u8),
    /// ドン‼−N: return N DON!! from your field to your DON!! deck (8-3-1-6, 10-2-10).
    ReturnDon(u8),
    /// "rest this card"
    RestThis,
    /// "trash this card"
    TrashThis,
    /// "trash N cards (matching) from your hand"
    TrashFromHand { count: u8, filter: Filter },
    /// "place N cards from your hand at the bottom (top) of your deck (in any order)"
    /// (自分の手札N枚を(好きな順番で)デッキの下(上)に置く): the player picks them in the order they go.
    HandToDeck { count: u8, bottom: bool },
    /// "rest N of your Characters (matching)"
    RestCharacters { count: u8, filter: Filter },
    /// "add N of your Life cards to your hand" / "trash N Life" as a cost
    LifeToHand(u8),
    /// ① ② … printed as the symbol (the older notation): the same cost as [`Cost::RestDon`]
    /// (8-3-1-5), kept apart so the text renders back the way it was printed.
    RestDonSymbol(u8),
    /// "add N cards from the top or bottom of your Life cards to your hand": the player picks,
    /// card by card, the top or the bottom one.
    LifeTopOrBottomToHand(u8),
    /// "place N cards (matching) from your trash at the bottom of your deck in any order"
    TrashToDeckBottom { count: u8, filter: Filter },
    /// "trash N cards from the top of your Life cards"
    TrashLife(u8),
    /// "trash N cards from the top of your deck"
    MillTop(u8),
    /// "return this Character to the owner's hand"
    ReturnThisToHand,
    /// "reveal N cards (matching) from your hand"
    RevealFromHand { count: u8, filter: Filter },
    /// "turn N cards from the top of your Life cards face-up" (face-down ones)
    TurnLifeFaceUp(u8),
    /// "trash N cards from the top or bottom of your Life cards"
    TrashLifeTopOrBottom(u8),
    /// "rest N of your (matching) Leader or Stage cards"
    RestLeaderOrStage { count: u8, filter: Filter },
    /// "return N of your (matching) Characters to the owner's hand"
    ReturnCharactersToHand { count: u8, filter: Filter },
    /// "give your 1 active Leader −N power during this turn" (`power` is the change, negative)
    ActiveLeaderPower(i32),
    /// "return N or more DON!! cards from your field to your DON!! deck": N as DON!! −N, then
    /// one more at a time while the player wants to.
    ReturnDonOrMore(u8),
    /// "place this Character / this Stage at the bottom of the owner's deck" (a Character or a
    /// Stage on the field). Printed with other cards going to the bottom "in any order" ("place
    /// this card and 1 card from your hand at the bottom of your deck in any order"), it is paid
    /// first: this card goes under the deck, then the others in the order the player picks them.
    ThisToDeckBottom,
    /// "turn N cards from the top of your Life cards face-down" (face-up ones)
    TurnLifeFaceDown(u8),
    /// "rest N of your [Name] cards": active Leader, Characters or Stage of that name;
    /// `or_leader`: "rest your Leader or 1 \[Name\]" (自分のリーダーか「名」1枚を、レストにする):
    /// the Leader too, whatever its name.
    RestNamed {
        count: u8,
        name: String,
        #[serde(default)]
        or_leader: bool,
    },
    /// "give N active DON!! cards to 1 of your \[Name\]" (自分の「名」1枚にアクティブのドン‼N枚を
    /// 付与する): N active DON!! of the cost area to the Leader or a Character of that name.
    GiveActiveDonToNamed { count: u8, name: String },
    /// "place N Stage with a cost of C at the bottom of the owner's deck": a Stage of either
    /// player (the text names no side, hence "the owner's").
    StageToDeckBottom { count: u8, cost: i32 },
    /// Field cards moved as a cost: "place 1 of your Characters (matching) at the bottom of your
    /// deck" (`side: You`, `to: Deck { bottom: true }`), "place 1 Character with a cost of 2 or
    /// less at the bottom of the owner's deck" (`side: Either`: either player's), "place 1 of your
    /// Stages at the bottom of your deck" (a filter of kind Stage names the Stage area), "trash 1
    /// of your Characters with 6000 power or more" (`to: Trash`). The player picks them; each goes
    /// through the leave-the-field choke point. Only those destinations (and `Hand`, and the top
    /// of the Life: "add 1 of your Characters … to the top of your Life cards face-up") are paid.
    FieldTo { count: u8, side: Side, filter: Filter, to: Dest },
    /// "return N of your active DON!! cards to your DON!! deck" (自分のアクティブのドン‼N枚を
    /// ドン‼デッキに戻す): active DON!! of the cost area only.
    ReturnActiveDon(u8),
    /// "turn N of your face-up Life cards face-down" (自分の表向きのライフN枚を裏向きにする): the
    /// player picks N of the face-up ones, wherever they are in the Life.
    FaceUpLifeFaceDown(u8),
    /// "return N total of your currently given DON!! cards to your cost area rested" (自分の付与
    /// されているドン‼合計N枚をコストエリアにレストで戻す): DON!! given to the player's Leader or
    /// Characters (this card's too), the player picking where each comes from; they stay on the
    /// field (not a DON!! −N: nothing goes back to the DON!! deck).
    GivenDonToCostArea(u8),
}

/// A permanent (continuous) effect: what it changes and on which cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Continuous {
    pub target: StaticTarget,
    pub modifier: Modifier,
}

/// The cards a permanent effect applies to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StaticTarget {
    This,
    YourLeader,
    /// Your Characters matching the filter (`not_this` is honoured).
    YourCharacters(Filter),
    OpponentCharacters(Filter),
    /// Cards in your hand matching the filter (cost modifiers of cards in hand).
    YourHand(Filter),
    /// "your {A} or {B} type Leaders and Characters" (自分の特徴《A》か《B》を持つリーダーとキャラ):
    /// your Leader and your Characters matching the filter (`not_this` is honoured).
    YourLeaderAndCharacters(Filter),
    /// The card itself while it is in its owner's hand ("give this card in your hand −3 cost",
    /// 「手札のこのカードは、…場合、コスト-3」): the one permanent effect that works from the hand
    /// (`Game::hand_costs`), not from the field.
    ThisInHand,
}

/// What a permanent or temporary continuous effect changes.
// A few nodes per printed card, not worth a box each: their size is not a hot-path cost.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Modifier {
    Power(Amount),
    Cost(i32),
    /// A cost changed by a count: "+1 cost for every 4 cards in your trash" (自分のトラッシュ4枚
    /// につき、コスト+1; an [`Amount::PerCount`]), evaluated for the effect's controller each time
    /// the cost is asked. A fixed change is [`Modifier::Cost`].
    CostBy(Amount),
    Grant(Keyword),
    Prohibit(Prohibition),
    /// 元々のパワー becomes N (4-9-2-1).
    BasePower(i32),
    /// 元々のコスト becomes N (4-9-2-2).
    BaseCost(i32),
    /// The card's own effects are negated (8-2); effects it gains later are not (8-2-4).
    Negated,
    /// "can also attack your opponent's active Characters" (beats 6-5-6-2's rested-only target).
    AttackActive,
    /// "Your Character cards are played rested." (自分のキャラカードはレストで登場する): with
    /// [`StaticTarget::YourCharacters`], each Character of the controller enters the field rested,
    /// whatever plays it (from the hand or by an effect, from any zone).
    PlayedRested,
    /// 8-3-1-2: a cost another effect adds to this card's automatic and activated abilities
    /// (発動コストの追加), paid after the printed cost, in the order those effects resolved. An
    /// ability with no printed cost then has one: its controller may decline it (8-3-1-4), and
    /// then the ability does nothing.
    AddedCost(Vec<Cost>),
    /// 8-3-2-2: a condition another effect adds to this card's automatic and activated
    /// abilities (条件の追加): they activate only while it holds too, evaluated for the
    /// ability's controller and source like a printed one.
    AddedCondition(Box<Condition>),
    /// "Your \[On Play\] effects are negated" (自分の【登場時】効果は無効になる, 8-2): with
    /// [`StaticTarget::YourCharacters`] (or `OpponentCharacters`) of a filter, the \[On Play\]
    /// abilities of the Character and Stage cards that player plays, matching the filter, do not
    /// trigger; their other abilities are untouched.
    OnPlayNegated,
}

/// "cannot …" on a card (prohibition beats instruction, 1-3-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Prohibition {
    Attack,
    /// cannot activate [Blocker]
    Block,
    BeKoed,
    /// "cannot be K.O.'d in battle"
    BeKoedInBattle,
    /// "cannot be K.O.'d by effects"
    BeKoedByEffects,
    BeRested,
    /// "cannot be set active" (with 1-3-8, rest wins anyway)
    BeSetActive,
    /// "cannot be K.O.'d in battle by Leaders" (リーダーとのバトルでKOされない): in a battle
    /// against a Leader only.
    BeKoedInBattleByLeaders,
    /// "cannot be K.O.'d by your opponent's effects" (相手の効果でKOされない): an effect of the
    /// card's controller (its own) still K.O.s it.
    BeKoedByOpponentsEffects,
    /// "cannot be removed from the field by your opponent's effects" (相手の効果で場を離れない):
    /// no effect of the card controller's opponent K.O.s it or moves it off the field (a K.O. in
    /// battle still does).
    BeRemovedByOpponentsEffects,
    /// "cannot be K.O.'d in battle by <Slash> attribute cards" (属性(斬)を持つカードとのバトルで
    /// KOされない) / "… by ＜Strike＞ attribute Characters" (…を持つキャラとのバトルで…,
    /// `characters`): in a battle against a card with that attribute (a Character only, when
    /// `characters`).
    BeKoedInBattleByAttribute { attribute: crate::card::Attribute, characters: bool },
    /// "cannot attack a Leader on the turn in which it is played" (登場したターン中、リーダーに
    /// アタックできない): while the card was played this turn, its attacks go to Characters only.
    AttackLeaderOnPlayedTurn,
    /// "Once per turn, … cannot be K.O.'d by your opponent's effects" (ターンに1回、相手の効果で
    /// KOされない): the first K.O. of the card by an effect of its controller's opponent in each
    /// turn is prevented, a second one is not (a per-turn use of the ability, like
    /// \[Once Per Turn\], kept in `State::once_used`).
    BeKoedByOpponentsEffectsOncePerTurn,
    /// "… cannot attack your opponent's Characters with a base cost of 7 or less" (相手の元々の
    /// コスト7以下のキャラへアタックできない): the card's attacks may not target a Character whose
    /// printed cost (2-6) is at most this; the Leader and other Characters stay targets. Given
    /// by an effect for a time (`Act::Prohibit`), asked by the legal attacks only while one is in
    /// force (`State::attack_limits`).
    AttackCharactersBaseCostAtMost(i32),
    /// "cannot be rested by your opponent's effects" (相手の効果でレストにされない): no effect of the
    /// card controller's opponent rests it (its controller's own effects and costs still do).
    BeRestedByOpponentsEffects,
    /// "… do not become active in your and your opponent's Refresh Phases" (お互いのリフレッシュ
    /// フェイズでアクティブにならない): the card stays rested through its owner's Refresh Phase
    /// (6-2-4); an effect may still set it active (unlike [`Prohibition::BeSetActive`]).
    BecomeActiveInRefreshPhases,
    /// "This card in your hand cannot be played by effects" (手札のこのカードは、効果で登場できない),
    /// on [`StaticTarget::ThisInHand`]: no effect plays it from the hand (played by paying its
    /// cost, 6-5-3, it still can).
    BePlayedByEffects,
}

/// How a card is K.O.'d (10-2-1-3: only these two count as K.O.).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KoCause {
    Battle,
    Effect,
}

/// The events a replacement effect can replace.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Replaceable {
    /// "If <target> would be K.O.'d (in battle / by an effect)"; `cause: None` = either.
    WouldBeKoed { target: StaticTarget, cause: Option<KoCause> },
    /// "If <target> would be removed from the field by your opponent's effect"
    WouldLeaveFieldByOpponentsEffect { target: StaticTarget },
    /// "If <target> would leave the field" (場を離れる場合), by any cause: a K.O. in battle or
    /// by an effect, an effect of either player, or a cost its own controller pays (then the
    /// cost is not paid as written, 8-3-1-7).
    WouldLeaveField { target: StaticTarget },
    /// "If <target> would be K.O.'d by your opponent's effect" (相手の効果でKOされる場合): a K.O.
    /// by an effect (10-2-1-3) whose controller is the replacement's controller's opponent.
    WouldBeKoedByOpponentsEffect { target: StaticTarget },
    /// "If <target> would be removed from the field by your opponent's effect or K.O.'d" (…がKO
    /// される場合か、相手の効果で場を離れる場合): any K.O. (in battle or by an effect of either
    /// player) or any other removal by an effect of the replacement controller's opponent.
    WouldBeKoedOrRemovedByOpponentsEffect { target: StaticTarget },
}

/// Deck-construction effects (5-1-2-4-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeckRule {
    /// "You may include up to `count` copies of [number] in your deck" (beats 5-1-2-3 and the
    /// colour rule for that number).
    MayInclude { number: String, count: u8 },
    /// "You cannot include cards matching <filter> in your deck."
    CannotInclude(Filter),
}
