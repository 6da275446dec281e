//! Effects as typed data (rule 8): the AST that card text compiles to and that ONE resolver
//! ([`crate::resolver`]) interprets.
//!
//! The shape follows how card text reads, so text → AST → text can round-trip:
//! an [`Ability`] is a timing/kind plus conditions (【ドン‼×1】【自分のターン中】), an optional
//! [Once Per Turn], an activation cost (① / ドン‼−N / "you may X:") and an [`Effect`] body. The body
//! is a small algebra: sequences ("Then," その後), gated sequences ("if you do" 場合), conditions,
//! "you may", "choose one", and primitive actions on players or selected cards.
//!
//! Two memories link clauses: the cards the last targeted clause chose or the last reveal
//! showed are "that card" ([`Targetable::Chosen`], [`Condition::ChosenIs`],
//! [`Effect::PlayChosen`]), and [`Effect::AtEndOfTurn`] keeps a clause, with its controller and
//! source, for this turn's end phase.
//!
//! The vocabulary is parametric: one variant per behaviour, with fields where wordings differ
//! in who, who chooses, up to or exactly, from and to ([`Effect::MoveTop`], [`Effect::MoveChosen`],
//! [`Effect::SetDon`], …). How a text was printed is not game meaning: it lives in the
//! compiler's hints (`opcg_cards::render::Hints`), never here.
//!
//! Submodules: [`ability`] (abilities, timings, conditions, costs, permanent and replacement
//! effects, deck rules), [`filter`] (which cards a clause selects), [`amount`] (numbers and
//! "for every N"), [`duration`] (how long a continuous effect lasts).

pub mod ability;
pub mod amount;
pub mod duration;
pub mod filter;

use serde::{Deserialize, Serialize};

pub use ability::{
    Ability, ActTiming, Cmp, Condition, Continuous, Cost, DeckRule, Extra, KoCause, Modifier, Prohibition,
    Replaceable, StaticTarget, When,
};
pub use amount::{Amount, Counted, Done};
pub use duration::Duration;
pub use filter::{name_key, same_name, Filter, More, NameMatch, Selector, Side, Targetable};

use crate::card::Keyword;

/// Where a card is played from by an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayFrom {
    Hand,
    Trash,
    /// The top card of the deck (revealed).
    DeckTop,
    /// "from your hand or trash"
    HandOrTrash,
    /// "from your deck, then shuffle your deck": the player looks through the deck.
    Deck,
}

/// Where the cards not picked by a "look at the top N" go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RestTo {
    /// "place the rest at the bottom of your deck in any order"
    BottomAnyOrder,
    /// "return the rest to the top of your deck in any order"
    TopAnyOrder,
    /// "trash the rest"
    Trash,
    /// "place the rest at the top or bottom of your deck": the player picks, card by card, the
    /// ones for the bottom; the others go back on top (each pile in the player's order).
    TopOrBottom,
}

/// Where picked cards of a search go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PickTo {
    /// "reveal … and add it to your hand"
    Hand,
    /// "play it" (rested or not)
    Play { rested: bool },
    Trash,
    /// "add up to 1 … to the top of your Life cards (face-up)" (ライフの上に(表向きで)加える):
    /// the picked cards, shown to both players as a search's are, go to the top of the Life.
    Life { face_up: bool },
    /// "look at N cards from the top of your deck and add up to 1 card to your hand" (「…N枚を
    /// 見て、カード1枚までを手札に加える」): no condition and no "reveal", so the picked card goes
    /// to the hand seen by its owner only (11-2-1 shows a pick only when a condition must be
    /// checked: with a filter, the engine shows it as [`PickTo::Hand`] does).
    HandUnrevealed,
}

/// The cards an effect takes from a player's pile: the top ones of a deck or Life
/// ([`Effect::MoveTop`]), or chosen ones from a hand or trash ([`Effect::MoveChosen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pile {
    Deck,
    Life,
    Hand,
    Trash,
    /// "the top or bottom of your Life cards" ([`Effect::MoveTop`]): the player picks, card by
    /// card, the top or the bottom one (a place, not a face-down card).
    LifeEnds,
    /// "the revealed card" (公開したカード, [`Effect::MoveChosen`]): the card the last reveal
    /// showed — from the top of the deck or Life, or from the hand by a cost — from where it is
    /// now, if it is still there and not on the field. Its pile holds no other card.
    Revealed,
    /// "your face-up Life cards" (自分のライフの表向きのカード, [`Effect::MoveChosen`]): any of
    /// them, wherever they are in the Life (3-10-2-1: public cards).
    FaceUpLife,
    /// "from your hand or trash" (自分の手札かトラッシュの, [`Effect::MoveChosen`]): the cards of
    /// both, picked together.
    HandOrTrash,
    /// "Reveal up to 1 <filter> from your hand and add it to …" (自分の手札から…1枚までを公開し、
    /// …): cards of the hand, shown to both players as they are picked, then moved.
    HandShown,
    /// "trash cards from the top of your Life cards until you have N Life cards" (自分のライフが
    /// N枚になるようにライフの上からトラッシュに置く, [`Effect::MoveTop`]): the top ones over the
    /// `count` that stay (none if there are no more than that).
    LifeDownTo,
    /// "trash cards from your hand until you have N cards in your hand" ([`Effect::MoveChosen`]):
    /// the owner picks the cards over the `count` that stay (none if there are no more); with
    /// `side` [`Side::Either`], "you and your opponent trash cards from your hands until you each
    /// have N cards" (お互いは手札がN枚になるように、自身の手札を捨てる): each player from their own
    /// hand, the turn player first (1-3-10).
    HandDownTo,
}

/// Where the cards an effect moves go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dest {
    Hand,
    Trash,
    /// The top of the owner's Life cards, face up or down.
    Life { face_up: bool },
    /// The top or bottom of the owner's deck (several cards: in the order the player picks).
    Deck { bottom: bool },
    /// "at the top or bottom of your deck (in any order)" (デッキの上か下に置く): the player picks
    /// the cards in the order they go, then one end of the deck for all of them.
    DeckTopOrBottom,
}

/// Which of its own abilities a card activates ([`Effect::ActivateOwn`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OwnAbility {
    /// "Activate this card's [Main] / [Counter] effect." (a [Trigger] using an event's own
    /// effect, 10-2-3-1-1, 10-2-4-1-1)
    Activated(ActTiming),
    /// "Activate this card's [On Play] effect." (an automatic ability; its cost optional to pay
    /// as usual)
    Auto(When),
}

/// The effect body: one value per behaviour, with fields for who, who chooses, up to or
/// exactly, from and to (the wording is the grammar's: `opcg_cards::grammar`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// Do nothing (a placeholder the compiler may emit for text with no game meaning).
    Nothing,
    /// Sentences in order; "Then," (その後, 4-10-2): each runs even if the previous did not.
    Seq(Vec<Effect>),
    /// "A. If you do, B." (場合, 4-10-1): B runs only if A resolved.
    IfDone(Box<Effect>, Box<Effect>),
    /// "If <condition>, B" (8-3-3).
    If(Condition, Box<Effect>),
    /// "you may B" (8-1-2 できる): the controller answers yes/no.
    May(Box<Effect>),
    /// "You may <cost>: B" (8-3-1-4): optional cost; B only if it was paid in full.
    MayPay { cost: Vec<Cost>, then: Box<Effect> },
    /// "Choose one: • … • …" (`by` You), "Your opponent chooses one: …" (`by` Opponent): the
    /// modes still read from this effect's controller.
    ChooseOne { by: Side, options: Vec<Effect> },
    /// "Draw N cards." (4-5-3); with `up_to`, "Draw up to N cards." (4-5-4: one yes/no per
    /// card).
    Draw { amount: Amount, up_to: bool },
    /// Cards of `side`'s hand or trash matching `filter`, picked by `by`, moved to `to`:
    /// "Trash N cards from your hand", "Your opponent trashes N cards from their hand", "Add up
    /// to N … from your trash to your hand", "Place N cards from your hand at the bottom of your
    /// deck", … A hand picked by the other player is hidden from them: the cards are taken at
    /// random (the game's seeded RNG), "Trash N cards from your opponent's hand". From
    /// [`Pile::Revealed`], "Place the revealed card at the top of your deck": that one card.
    /// A `count` of [`Effect::ALL`] is "all" ("Trash all your face-up Life cards"): every
    /// matching card, no choice; with `up_to`, "any number of" ("You may trash any number of
    /// {X} type cards from your hand", 任意の枚数): the player picks as many as they like. The
    /// cards picked are "that card" next ([`Counted::Done`] counts them).
    MoveChosen { side: Side, from: Pile, by: Side, count: u8, up_to: bool, filter: Filter, to: Dest },
    /// "<act> up to N of <selector>": K.O., rest, bounce, power ±, … on chosen cards.
    Targeted { sel: Selector, act: Act },
    /// "Look at N cards from the top of your deck; reveal up to M <filter> and <pick_to>. Then,
    /// place the rest <rest>." With `reveal`, the N cards are shown to both players: "Reveal 1
    /// card from the top of your deck and play up to 1 <filter>. Then, place the rest …".
    Search {
        look: u8,
        filter: Filter,
        up_to: u8,
        pick_to: PickTo,
        rest: RestTo,
        #[serde(default)]
        reveal: bool,
    },
    /// "Play up to N <filter> cards from your hand/trash (rested)."
    Play { from: PlayFrom, filter: Filter, up_to: u8, rested: bool },
    /// "Play this card." (the usual [Trigger] of a character or stage); "play this Character card
    /// from your trash rested" (an [On K.O.], which resolves from the trash, 10-2-17-1).
    PlayThis { rested: bool },
    /// "Add up to N DON!! cards from your DON!! deck and set them as active/rested." ("Add N
    /// DON!! cards …" is the same: as many as the DON!! deck holds, at most N.)
    AddDon { count: u8, rested: bool },
    /// "Give up to N rested DON!! cards to your Leader or 1 of your Characters."
    GiveRestedDon { count: u8, to: Selector },
    /// `side`'s DON!! cards in the cost area: "Rest N of your DON!! cards" (`rested`: active
    /// ones are rested), "Set up to N of your DON!! cards as active" (rested ones set active),
    /// "Rest up to N of your opponent's DON!! cards".
    SetDon { side: Side, count: u8, up_to: bool, rested: bool },
    /// "Return N DON!! cards from your field to your DON!! deck" (the player picks where each
    /// comes from, 8-3-1-6); "Your opponent returns N DON!! cards …".
    ReturnDon { side: Side, count: u8 },
    /// The top cards of `side`'s deck or Life to `to`: "Add N cards from the top of your Life
    /// cards to your hand", "Trash (up to) N cards from the top of your opponent's Life cards",
    /// "Trash N cards from the top of your deck", "Add (up to) N cards from the top of your deck
    /// to the top of your Life cards (face up)". With `up_to`, one yes/no per card.
    MoveTop { side: Side, from: Pile, count: u8, up_to: bool, to: Dest },
    /// Cards seen only by the effect's player (11-3-1), which stay where they are: "Look at all
    /// of <side>'s Life cards" (`from` Life, `count` None: all), "Look at 1 card from the top of
    /// your opponent's deck" (`from` Deck, the top `count`). With `reveal`, shown to both
    /// players and "the revealed card" next ([`Condition::ChosenIs`]): "Choose 2 cards from your
    /// opponent's hand; your opponent reveals those cards." (相手の手札2枚を選び、公開する; a
    /// hand hidden from the effect's player: the cards are taken at random).
    Look {
        side: Side,
        from: Pile,
        count: Option<u8>,
        #[serde(default)]
        reveal: bool,
    },
    /// "Turn N of your Life cards face up" (the top ones).
    TurnLifeFaceUp { count: u8 },
    /// "Deal N damage to <side>'s Leader" (4-6).
    DealDamage { side: Side, count: u8 },
    /// "<side> cannot <restriction> during <duration>" (player-level prohibitions).
    Restrict { side: Side, what: PlayerRestriction, duration: Duration },
    /// "Activate this card's [Main] / [On Play] effect."
    ActivateOwn(OwnAbility),
    /// "Look at N cards from the top of your deck and place them at the top or bottom of the
    /// deck in any order" (`life` false: the player picks the ones for the bottom, then orders
    /// both piles); "Look at up to N cards from the top of your or your opponent's Life cards,
    /// and place them at the top or bottom of the Life cards" (`life`: the player picks whose,
    /// then the ones for the bottom). With `top_only` (the deck only): "… and place them at the
    /// top of your deck in any order" (好きな順番に並び替え、デッキの上に置く): all back on top, in
    /// the player's order.
    Arrange {
        life: bool,
        count: u8,
        #[serde(default)]
        top_only: bool,
    },
    /// "<effect> at the end of this turn" (このターン終了時): a one-shot effect kept until the end
    /// phase of this turn (6-6-1-1), then resolved once with the same controller and source.
    AtEndOfTurn(Box<Effect>),
    /// "Reveal 1 card from the top of your deck / Life cards": shown to both players, it stays
    /// where it is; "that card" ([`Condition::ChosenIs`], [`Effect::PlayChosen`]) names it next.
    RevealTop { life: bool },
    /// "play that card (rested)": the card "that card" names, from where it is (not from the
    /// field).
    PlayChosen { rested: bool },
    /// "add this card to your hand" (このカードを手札に加える): the resolving card (a [Trigger]
    /// or an event) goes to the hand instead of the trash.
    ThisToHand,
    /// "Choose a cost and reveal 1 card from the top of your opponent's deck." (任意のコストを宣言
    /// し、…): the player declares a cost, then the card is revealed and becomes "that card"
    /// ([`Condition::ChosenHasDeclaredCost`]).
    DeclareCostReveal,
    /// Card text the compiler does not read, carried out by the players: the game stops at its
    /// timing and asks the controller to do it by hand ([`crate::DecisionKind::ByHand`], the
    /// judge tools allowed meanwhile), then goes on. The text is the ability's as printed.
    ByHand(String),
    /// "Turn all of your Life cards face-down" (`count` None) / "turn the top N face-down":
    /// face-up ones are turned face down; the cards stay where they are.
    TurnLifeFaceDown { count: Option<u8> },
    /// "Rest up to N of your opponent's DON!! cards or Characters with a cost of 3 or less"
    /// (相手の、コスト3以下のキャラかドン‼N枚までを、レストにする): N times, the player picks an
    /// active DON!! of the opponent's cost area or one of their active Characters matching
    /// `filter` (which the DON!! need not match), and rests it.
    RestDonOrCharacter { count: u8, filter: Filter },
    /// "The next time you play a {Land of Wano} type Character card with a cost of 3 or more
    /// from your hand during this turn, the cost will be reduced by 1." (このターン中、次に自分が
    /// 手札から登場させるコスト3以上の特徴《ワノ国》を持つキャラカードの支払うコストは1少なくなる): the
    /// controller's next card played from the hand that matches `filter` (its cost in the hand)
    /// this turn costs `by` less to pay (not less in cost: 6-5-3 pays the cost less the
    /// reduction, at least 0); that play uses it up.
    NextPlayCost { filter: Filter, by: u8 },
    /// "Look at all your Life cards(; place N at the top of your deck) and place them (the rest)
    /// back in your Life area in any order" (自分のライフすべてを見て、(N枚を自分のデッキの上に置き、)
    /// 好きな順番で置く); "Look at all of your opponent's Life cards and place them back in their
    /// Life area in any order" (`side` Opponent, 相手のライフすべてを見て、好きな順番で置く): seen by
    /// the effect's player only (11-3-1; face-down ones stay face down, 3-10-2), who picks
    /// `to_deck` of them for the top of their owner's deck, then the order of the others, bottom
    /// first; each keeps its face.
    OrderLife { side: Side, to_deck: u8 },
}

impl Effect {
    /// The `count` of [`Effect::MoveChosen`] that means "all" (every matching card), or with
    /// `up_to` "any number of"; a [`Selector`]'s `count` with `up_to` means "any number of" too
    /// ("return any number of Characters on your field to the owner's hand").
    pub const ALL: u8 = u8::MAX;

    /// "Draw N cards."
    #[must_use]
    pub fn draw(n: i32) -> Effect {
        Effect::Draw { amount: Amount::Fixed(n), up_to: false }
    }

    /// "Trash N cards (matching `filter`) from your hand" (exactly N, or up to N).
    #[must_use]
    pub fn trash_from_hand(count: u8, up_to: bool, filter: Filter) -> Effect {
        Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count, up_to, filter, to: Dest::Trash }
    }

    /// Adds to `out`, in a fixed order, the effects inside this one that a decision may show on
    /// their own ([`crate::DecisionKind::YesNo`]'s `effect`, [`crate::OptionKind::Modes`]): the
    /// body of "you may …", what an optional cost pays for, each option of "Choose one". The
    /// page shows their texts written beforehand ([`CardDef::asked_effects`] pairs them up), so
    /// every variant that holds an effect must be walked here (the match has no catch-all).
    pub fn collect_asked<'a>(&'a self, out: &mut Vec<&'a Effect>) {
        match self {
            Effect::Seq(v) => v.iter().for_each(|e| e.collect_asked(out)),
            Effect::IfDone(a, b) => {
                a.collect_asked(out);
                b.collect_asked(out);
            }
            Effect::If(_, b) | Effect::AtEndOfTurn(b) => b.collect_asked(out),
            Effect::May(b) | Effect::MayPay { then: b, .. } => {
                out.push(b);
                b.collect_asked(out);
            }
            Effect::ChooseOne { options, .. } => {
                for o in options {
                    out.push(o);
                    o.collect_asked(out);
                }
            }
            Effect::Nothing
            | Effect::Draw { .. }
            | Effect::MoveChosen { .. }
            | Effect::Targeted { .. }
            | Effect::Search { .. }
            | Effect::Play { .. }
            | Effect::PlayThis { .. }
            | Effect::AddDon { .. }
            | Effect::GiveRestedDon { .. }
            | Effect::SetDon { .. }
            | Effect::ReturnDon { .. }
            | Effect::MoveTop { .. }
            | Effect::Look { .. }
            | Effect::TurnLifeFaceUp { .. }
            | Effect::TurnLifeFaceDown { .. }
            | Effect::DealDamage { .. }
            | Effect::Restrict { .. }
            | Effect::ActivateOwn(_)
            | Effect::Arrange { .. }
            | Effect::RevealTop { .. }
            | Effect::PlayChosen { .. }
            | Effect::ThisToHand
            | Effect::DeclareCostReveal
            | Effect::ByHand(_)
            | Effect::RestDonOrCharacter { .. }
            | Effect::NextPlayCost { .. }
            | Effect::OrderLife { .. } => {}
        }
    }
}

/// What a [`Effect::Targeted`] does to each chosen card.
// A few nodes per printed card, not worth a box each: their size is not a hot-path cost.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Act {
    /// K.O. (10-2-1-2)
    Ko,
    Rest,
    SetActive,
    ReturnToHand,
    ToDeckBottom,
    ToDeckTop,
    /// Trash from the field without K.O.
    Trash,
    /// "+N / −N power during <duration>"
    Power(Amount, Duration),
    /// "+N / −N cost during <duration>"
    Cost(i32, Duration),
    /// "set power to 0" (4-12): −(current power) for the duration; nothing if already negative.
    SetPowerZero(Duration),
    /// "gains <keyword> during <duration>"
    Grant(Keyword, Duration),
    /// "cannot <prohibition> during <duration>"
    Prohibit(Prohibition, Duration),
    /// "Give N of your active DON!! cards to …" (attach from the cost area).
    GiveActiveDon(u8),
    /// "Its base power becomes N" (元々のパワー, 4-9): the highest such value applies (4-9-2-1).
    SetBasePower(i32, Duration),
    /// "Its base cost becomes N" (4-9-2-2).
    SetBaseCost(i32, Duration),
    /// "Negate the effects of …" (無効, 8-2).
    Negate(Duration),
    /// "Add … to the top or bottom of the owner's Life cards (face-up)": the player picks top
    /// or bottom; with `top_only`, "… to the top of the owner's Life cards" (持ち主のライフの上に):
    /// no choice, the top.
    ToLifeTopOrBottom {
        face_up: bool,
        #[serde(default)]
        top_only: bool,
    },
    /// "can also attack active Characters during <duration>"
    AttackActive(Duration),
    /// "Return … to the owner's hand or the bottom of their deck" (持ち主の手札かデッキの下に
    /// 戻す): the effect's player (8-4-4) picks, among the chosen Characters, the ones for the
    /// bottom of their owner's deck; the others go to their owner's hand.
    ToHandOrDeckBottom,
    /// "Select up to N …" (選ぶ): the cards are chosen and nothing is done to them; "the selected
    /// Character" ([`crate::effect::Targetable::Chosen`]) names them in the next clauses.
    Select,
    /// "Give up to N total of your currently given DON!! cards to …" (自分の付与されているドン‼
    /// 合計N枚までを、…に付与する): DON!! already given to the player's other Leader or
    /// Characters (4-4-2: neither active nor rested) move to the chosen card, the player picking
    /// where each comes from, up to N in all; each move is a giving (its timings too).
    GiveGivenDon(u8),
    /// "This Character's base power becomes the same as the selected Character's power during
    /// this turn" (このキャラの元々のパワーは、このターン中、選んだキャラと同じパワーになる): its
    /// base power becomes (4-9-2-1, as [`Act::SetBasePower`]) the power the card named by
    /// [`PowerOf`] has as the effect resolves; with no such card, nothing.
    SetBasePowerOf(PowerOf, Duration),
    /// "Change the attack target to the selected Character" (選んだキャラにアタックの対象を変更
    /// する): during a battle, the chosen card — the Leader or a Character of the player whose
    /// card is attacked — becomes the card attacked, as a block makes the blocker (10-1-4-1), without
    /// being a block.
    BecomeAttackTarget,
}

/// Whose power a base power becomes ([`Act::SetBasePowerOf`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PowerOf {
    /// "the selected Character's power" (選んだキャラと同じパワー): the first card the previous
    /// step chose, if it is still on the field.
    Chosen,
    /// "your opponent's Leader" (相手のリーダーと同じパワー).
    OpponentsLeader,
    /// "the power of your opponent's attacking Leader or Character" (相手のアタックしている
    /// リーダーかキャラと同じパワー): the attacker of the battle in progress, if it is the
    /// opponent's.
    Attacker,
}

/// Player-level restrictions created by effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerRestriction {
    /// "cannot activate [Blocker]"
    ActivateBlocker,
    /// "cannot play Character cards"
    PlayCharacters,
    /// "cannot play Event cards"
    PlayEvents,
    /// "cannot add Life cards to their hand using their own effects" — simplified: any effect.
    LifeToHandByEffect,
    /// "cannot activate the [Blocker] of any Character with a cost of N or less" (the live cost
    /// at the block)
    ActivateBlockerCostAtMost(i32),
    /// "cannot activate a [Blocker] Character that has N or less power" (the live power at the
    /// block)
    ActivateBlockerPowerAtMost(i32),
    /// "cannot activate a [Blocker] Character that has N or more power" (the live power at the
    /// block)
    ActivateBlockerPowerAtLeast(i32),
    /// "… [On Play] effects are negated" (…【登場時】効果は無効になる, 8-2): the \[On Play\]
    /// abilities of the Character and Stage cards the player plays while it lasts do not trigger.
    OnPlayNegated,
}
