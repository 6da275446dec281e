//! The condition families ("If <condition>, …", 「<condition>場合、…」), one entry each, the
//! same way as [`super::clauses`]. Japanese templates are in the final form the grammar puts
//! before 「場合」 (a condition joined to the next by 「、」 is read in its continuative form by
//! the Japanese grammar, which turns it back first).

use opcg_engine::effect::{Cmp, Condition, Counted, Filter};


use super::clauses::clauses;
use super::holes;
use super::template::{Family, Vals};

clauses! {
    /// Every condition family, in the order they are tried.
    pub static CONDITIONS: Condition;
    "fewer-life" () { Condition::Compare(Counted::YourLife, Cmp::Less, Counted::OpponentLife) }
        en ["you have less Life cards than your opponent"]
        ja ["自分のライフの枚数が相手より少ない", "自分のライフが相手より少ない", "自分のライフの枚数が相手のライフの枚数より少ない"];
    "don-exactly" (n: INT) { Condition::Exactly(Counted::YourDonOnField, n) }
        en ["you have {n} DON!! cards on your field"]
        ja ["自分の場にドン‼が{n}枚ある"];
    /// Before "trash-cards": "cards" with no limit is the trash's size, not a filter.
    "trash-count" (n: INT) { Condition::AtLeast(Counted::YourTrash, n) }
        en ["you have {n} or more cards in your trash"]
        ja ["自分のトラッシュが{n}枚以上ある"];
    "trash-cards" (n: INT, f: HAND_FILTER) { Condition::AtLeast(Counted::YourTrashCards(f), n) }
        en ["you have {n} or more {f@n} in your trash"]
        ja ["自分のトラッシュに{f}が{n}枚以上ある"];
    /// "If you have 5 Characters" (exactly: 「5枚いる」 without 以上).
    "characters-exactly" (n: INT; f = Filter::any()) { Condition::Exactly(Counted::YourCharacters(f), n) }
        en ["you have {n} {n:Character|Characters}"]
        ja ["自分のキャラが{n}枚いる"];
    /// 「…が5以上の場合」: the 「の」 before 「場合」 is the template's (a count with 枚 has none).
    "characters-cost-total" (n: INT) { Condition::AtLeast(Counted::YourCharactersCostTotal, n) }
        en ["the total cost of your Characters is {n} or more"]
        ja ["自分のキャラのコストの合計が{n}以上の"];
    "face-up-life" () { Condition::AtLeast(Counted::YourFaceUpLife, 1) }
        en ["you have a face-up Life card"]
        ja ["自分の表向きのライフがある"];
    // The comparisons of two counts and the state of the card itself (issue #10).
    /// "If the number of your Life cards is equal to or less than the number of your opponent's
    /// Life cards" (自分のライフの枚数が相手のライフの枚数以下の場合).
    "life-at-most-opponents" () { Condition::Compare(Counted::YourLife, Cmp::AtMost, Counted::OpponentLife) }
        en ["the number of your Life cards is equal to or less than the number of your opponent's Life cards"]
        ja ["自分のライフの枚数が相手のライフの枚数以下の"];
    /// "at least N less than" (〜よりN枚以上少ない): DON!! on the fields, hands, Characters.
    "fewer-don-by" (n: INT) { Condition::Compare(Counted::YourDonOnField, Cmp::FewerBy(n), Counted::OpponentDonOnField) }
        en ["the number of DON!! cards on your field is at least {n} less than the number on your opponent's field"]
        ja ["自分の場のドン‼の枚数が相手の場のドン‼の枚数より{n}枚以上少ない"];
    "fewer-hand-by" (n: INT) { Condition::Compare(Counted::YourHand, Cmp::FewerBy(n), Counted::OpponentHand) }
        en ["the number of cards in your hand is at least {n} less than the number in your opponent's hand"]
        ja ["自分の手札が相手の手札より{n}枚以上少ない"];
    "fewer-characters-by" (n: INT; f = Filter::any(), g = Filter::any())
        { Condition::Compare(Counted::YourCharacters(f), Cmp::FewerBy(n), Counted::OpponentCharacters(g)) }
        en ["the number of your Characters is at least {n} less than the number of your opponent's Characters"]
        ja ["自分のキャラが相手のキャラより{n}枚以上少ない"];
    /// "If this Character is rested / active" (このキャラがレスト/アクティブの場合).
    "this-rested" () { Condition::ThisRested }
        en ["{this} is rested"]
        ja ["{this}がレストの"];
    "this-active" () { Condition::ThisActive }
        en ["{this} is active"]
        ja ["{this}がアクティブの"];
    /// "If the only Characters on your field are {X} type Characters" (自分の場のキャラが、特徴《X》を
    /// 持つキャラのみの場合; "you only have Characters with a type including "X"", 「自分のキャラが
    /// 『X』を含む特徴を持つキャラのみの場合」): not with no Character ([`Condition::OnlyCharacters`]).
    "only-characters" (f: PLURAL_CHARACTERS) { Condition::OnlyCharacters(f) }
        en ["the only Characters on your field are {f}", "you only have {f}"]
        ja ["自分の場のキャラが、{f}のみの", "自分の場のキャラが{f}のみの", "自分のキャラが{f}のみの"];
    "life-and-hand-at-most" (n: INT) { Condition::AtMost(Counted::YourLifeAndHand, n) }
        en ["you have a total of {n} or less cards in your Life area and hand"]
        ja ["自分のライフと手札の合計枚数が{n}枚以下の"];
    // Leader conditions, DON!! and rested-card counts (issue #10, conditions as a table)
    /// "If your Leader is active" (自分のリーダーがアクティブの場合).
    "leader-active" () { Condition::LeaderActive }
        en ["your Leader is active"]
        ja ["自分のリーダーがアクティブの"];
    /// "If your Leader has the <Slash> attribute" (自分のリーダーが属性(斬)を持つ場合).
    "leader-attribute" (a: ATTRIBUTE) { Condition::LeaderAttribute(a) }
        en ["your Leader has the {a}"]
        ja ["自分のリーダーが{a}"];
    /// "If you have 6 or more rested DON!! cards" (自分のレストのドン‼が6枚以上ある場合).
    "rested-don" (n: INT) { Condition::AtLeast(Counted::YourRestedDon, n) }
        en ["you have {n} or more rested DON!! cards"]
        ja ["自分のレストのドン‼が{n}枚以上ある"];
    /// "If all of your DON!! cards are rested" (自分のドン‼すべてがレストの場合): no active DON!!
    /// card in the cost area (true with none at all, as "all" of none are rested).
    "all-don-rested" () { Condition::AtMost(Counted::YourActiveDon, 0) }
        en ["all of your DON!! cards are rested"]
        ja ["自分のドン‼すべてがレストの"];
    /// "If you have a total of 2 or more given DON!! cards" (自分の付与されているドン‼が合計2枚以上ある場合).
    "given-don-total" (n: INT) { Condition::AtLeast(Counted::YourGivenDon, n) }
        en ["you have a total of {n} or more given DON!! cards"]
        ja ["自分の付与されているドン‼が合計{n}枚以上ある"];
    /// "If your opponent has 7 or more rested cards" (相手のレストのカードが7枚以上ある場合).
    "opponent-rested-cards" (n: INT) { Condition::AtLeast(Counted::OpponentRestedCards, n) }
        en ["your opponent has {n} or more rested cards"]
        ja ["相手のレストのカードが{n}枚以上ある"];
    /// "if that Character has 5000 power or less" / "… a cost of 4 or less" (そのキャラのパワー/コストが
    /// N以下の場合): the card the previous step chose, live.
    "chosen-power-at-most" (n: INT) { Condition::ChosenAtMost { power: true, n } }
        en ["that Character has {n} power or less"]
        ja ["そのキャラのパワーが{n}以下の"];
    "chosen-cost-at-most" (n: INT) { Condition::ChosenAtMost { power: false, n } }
        en ["that Character has a cost of {n} or less"]
        ja ["そのキャラのコストが{n}以下の"];
    /// "If this Leader battles your opponent's Character during this turn" (このターン中、この
    /// リーダーが相手のキャラとバトルしている場合): as the attacking or the attacked card.
    "battled-opponents-character" () { Condition::BattledOpponentsCharacterThisTurn }
        en ["{this} battles your opponent's Character during this turn"]
        ja ["このターン中、{this}が相手のキャラとバトルしている"];
    /// "If you haven't drawn a card using this Leader's effect during this turn" (このターン中、
    /// このリーダーの効果でカードを引いていない場合); joined after "you have …" without its "you"
    /// ("you have 4 or less cards in your hand and haven't drawn …").
    "not-drawn-by-this" () { Condition::NotDrawnByThisThisTurn }
        en ["you haven't drawn a card using {this}'s effect during this turn"]
        ja ["このターン中、{this}の効果でカードを引いていない"];
    /// "If your Leader has 7000 power or more" / "… 0 power or less" (自分のリーダーのパワーが
    /// 7000以上/0以下の場合): its live power.
    "leader-power-at-least" (n: INT) { Condition::AtLeast(Counted::YourLeaderPower, n) }
        en ["your Leader has {n} power or more"]
        ja ["自分のリーダーのパワーが{n}以上の"];
    "leader-power-at-most" (n: INT) { Condition::AtMost(Counted::YourLeaderPower, n) }
        en ["your Leader has {n} power or less"]
        ja ["自分のリーダーのパワーが{n}以下の"];
    /// "If you have no Characters with 6000 base power or more" (自分の元々のパワー6000以上のキャラが
    /// いない場合): none of the player's Characters matches.
    "no-characters" (f: PLURAL_CHARACTERS) { Condition::AtMost(Counted::YourCharacters(f), 0) }
        en ["you have no {f}"]
        ja ["自分の{f}がいない"];
    /// "If you have a rested \[Uta\]" (自分の「ウタ」がレストの場合): a rested card of that name on
    /// the player's field, the Leader or a Character.
    "rested-named" (f: RESTED_NAMED) { Condition::AtLeast(Counted::YourLeaderAndCharacters(f), 1) }
        en ["you have a rested {f}"]
        ja ["自分の{f}がレストの"];
    /// "If you have a \[Uta\] other than this Character" (このキャラ以外の自分の「ウタ」がいる場合):
    /// another of the player's Characters of that name (this card is not counted).
    "other-named" (f: OTHER_NAMED) { Condition::AtLeast(Counted::YourCharacters(f), 1) }
        en ["you have a {f} other than this Character", "you have {f} other than this Character"]
        ja ["このキャラ以外の自分の{f}がいる"];
    /// "If you have a \[A\] or \[B\] Character" (自分のキャラの、「A」か「B」がいる場合): a
    /// Character of one of the names.
    "named-alternatives" (f: NAME_ALTERNATIVES) { Condition::AtLeast(Counted::YourCharacters(f), 1) }
        en ["you have a {f} Character"]
        ja ["自分のキャラの、{f}がいる"];
}
