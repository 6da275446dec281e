//! Numbers in card text: fixed, or "for every N <counted>" (〜N枚につき).

use serde::{Deserialize, Serialize};

use super::filter::Filter;

/// A number an effect uses.
// A few nodes per printed card, not worth a box each: their size is not a hot-path cost.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Amount {
    Fixed(i32),
    /// "`each` for every `per` <counted>", e.g. +1000 for every 2 cards in your trash.
    PerCount { each: i32, per: u8, of: Counted },
}

impl Amount {
    pub const fn fixed(n: i32) -> Self {
        Amount::Fixed(n)
    }
}

/// What a "for every N" or a count condition counts, from the controller's point of view.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Counted {
    YourTrash,
    YourHand,
    YourLife,
    OpponentLife,
    YourDeck,
    /// DON!! cards on your field (cost area + attached).
    YourDonOnField,
    /// DON!! cards attached to the source card.
    DonOnThis,
    YourCharacters(Filter),
    OpponentCharacters(Filter),
    /// Cards in the opponent's hand.
    OpponentHand,
    /// DON!! cards on the opponent's field (cost area + attached).
    OpponentDonOnField,
    /// Life cards of both players together.
    TotalLife,
    /// Characters of both players matching the filter ("there is a Character with …").
    AllCharacters(Filter),
    /// Active DON!! cards of your cost area.
    YourActiveDon,
    /// Your rested cards: rested DON!! of the cost area and rested Leader, Characters, Stage.
    YourRestedCards,
    /// Cards of your trash matching the filter ("4 or more Events in your trash").
    YourTrashCards(Filter),
    /// Your face-up Life cards.
    YourFaceUpLife,
    /// The total cost of your Characters (their costs now, 4-9): "the total cost of your
    /// Characters" (自分のキャラのコストの合計).
    YourCharactersCostTotal,
    /// Your Life cards and the cards in your hand together: "a total of 4 or less cards in your
    /// Life area and hand" (自分のライフと手札の合計枚数).
    YourLifeAndHand,
    // counts of DON!! and rested cards (issue #10)
    /// Rested DON!! cards of your cost area ("N or more rested DON!! cards", 自分のレストのドン‼).
    YourRestedDon,
    /// DON!! cards given to your Leader and Characters together ("a total of N or more given DON!!
    /// cards", 自分の付与されているドン‼が合計N枚).
    YourGivenDon,
    /// Your opponent's rested cards: rested DON!! of their cost area and their rested Leader,
    /// Characters, Stage ("your opponent has N or more rested cards", 相手のレストのカード).
    OpponentRestedCards,
    /// The cards your hand lacks to hold N (0 when it holds that many): "draw cards so that you
    /// have 2 cards in your hand" (自分の手札が2枚になるようにカードを引く: 1 for every 1 of these).
    /// A count, not a new kind of amount: a third `Amount` variant made every power computation
    /// dearer (measured: +~180 instructions per random game in `power_at`).
    YourHandShortOf(i32),
    /// Your Leader and Characters matching the filter, live ("If you have a rested \[Uta\]",
    /// 自分の「ウタ」がレストの場合: a card of that name on your field, Leader or Character).
    YourLeaderAndCharacters(Filter),
    /// The cards the previous step of the effect moved: "for every card trashed" (捨てたカード1枚
    /// につき), "for every returned Character" (戻したキャラ1枚につき), after "you may trash any
    /// number of …" / "return any number of …". Of the cards that step chose (the engine's "that
    /// card" memory, which a step that moves cards from a hand or trash sets too), those no longer
    /// where they were chosen: a card that moves is a new card (its id changes), so a K.O. or a
    /// return that another effect prevented is not counted. [`Done`] is how the text names them.
    Done(Done),
    /// Your Leader's power, live (2-6-3): "If your Leader has 7000 power or more" (自分のリーダーの
    /// パワーが7000以上の場合), "… 0 power or less". Not a number of cards, but compared as one.
    YourLeaderPower,
}

/// What the step a [`Counted::Done`] counts after did to its cards, as the text names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Done {
    /// "card trashed" (捨てたカード)
    Trashed,
    /// "Character K.O.'d" (KOしたキャラ)
    Koed,
    /// "returned Character" (戻したキャラ)
    Returned,
    /// "cards placed at the bottom of your deck" (置いた枚数)
    PlacedAtDeckBottom,
}
