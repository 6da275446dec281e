//! The game state: card objects and zones (領域, rule 3), DON!! counts, continuous modifiers,
//! the flow position, the resolver's work stack, pending triggers and the pending decision.
//!
//! Every card instance has a [`CardId`]; a card that changes zone gets a fresh id (3-1-6), so stale
//! ids stop being legal and effects on the old object end by themselves.

use game_core::{ByPlayer, Rng, Seat};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::{DefId, Keyword};
use crate::decision::DecisionKind;
use crate::effect::{Act, Cost, Duration, Effect, KoCause, Modifier, PickTo, PlayerRestriction, RestTo};
use crate::event::{Event, GameResult};
use crate::flow::Flow;

/// One card object. Fresh on every zone move (3-1-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u32);

/// A card id hashes as an `i128`, which no other value of the engine's state writes: the loop
/// watch's hasher (`loops::SlotHasher`) recognises it there and hashes the physical card instead
/// of the object id (11-1-1-2 compares states card by card). Any other hasher just hashes the
/// number.
impl std::hash::Hash for CardId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_i128(i128::from(self.0));
    }
}

/// 領域 (3-1-1). `Resolving` is "no zone": an event being played or a [Trigger] card while it
/// resolves (10-1-5-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Zone {
    Deck,
    Hand,
    Trash,
    Life,
    Leader,
    Character,
    Stage,
    Resolving,
}

impl Zone {
    /// 場 (3-1-2) except the cost area, which holds only DON!!.
    pub fn is_field(self) -> bool {
        matches!(self, Zone::Leader | Zone::Character | Zone::Stage)
    }
    /// 公開領域 (3-1-5).
    pub fn is_public(self) -> bool {
        matches!(self, Zone::Trash | Zone::Leader | Zone::Character | Zone::Stage | Zone::Resolving)
    }
}

/// A physical card slot; `id` changes on every zone move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Obj {
    pub def: DefId,
    pub owner: Seat,
    pub id: CardId,
    pub zone: Zone,
    pub rested: bool,
    /// DON!! attached (付与, 6-5-5).
    pub don: u8,
    /// The turn number it came onto the field (3-7-4).
    pub played_turn: u32,
    /// Life cards only: face up (3-10-2-1).
    pub face_up: bool,
    /// Its definition has a permanent effect (`Game::has_static` of `def`, set wherever `def`
    /// is): the checks asked for every cost, power and keyword skip the definition lookup.
    pub statics: bool,
}

/// One player's zones. Vectors hold slot indices; the top of the deck and of the life is the
/// last element; the top of the trash is the last element.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Zones {
    pub leader: u16,
    pub deck: Vec<u16>,
    pub hand: Vec<u16>,
    pub trash: Vec<u16>,
    pub life: Vec<u16>,
    pub chars: Vec<u16>,
    pub stage: Option<u16>,
    pub don_deck: u8,
    pub don_active: u8,
    pub don_rested: u8,
}

/// A continuous effect on one card (a modifier with a duration, 8-1-4-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct TempMod {
    pub target: CardId,
    pub modifier: Modifier,
    pub duration: Duration,
    pub controller: Seat,
}

/// A continuous restriction on a player.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlayerMod {
    pub seat: Seat,
    pub what: PlayerRestriction,
    pub duration: Duration,
    pub controller: Seat,
}

/// "The next time you play … from your hand during this turn, the cost will be reduced by N"
/// ([`crate::effect::Effect::NextPlayCost`]): waiting for `seat`'s next matching play this turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlayDiscount {
    pub seat: Seat,
    pub filter: crate::effect::Filter,
    pub by: u8,
}

/// Who controls an effect and where it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Ctx {
    pub controller: Seat,
    pub source: CardId,
    pub def: DefId,
}

/// The current battle (7-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Battle {
    pub attacker: CardId,
    pub target: CardId,
    pub attacker_seat: Seat,
    pub blocked: bool,
    /// Counter power given in this battle, by target (kept as ThisBattle modifiers too).
    pub counters: u8,
}

/// A triggered ability waiting to activate (8-6).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PendingTrigger {
    pub batch: u32,
    pub controller: Seat,
    pub source: CardId,
    pub def: DefId,
    pub ability: u8,
    /// On K.O.: already checked on the field; resolves from the trash (10-2-17).
    pub from_trash: bool,
}

/// One unit of the resolver's work stack (the continuation of effect resolution).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Work {
    // Effects and costs are boxed: they are hundreds of bytes, and every unit of work (a
    // damage, a K.O., a card to the trash) is pushed and popped at the size of the largest.
    Eff(Box<Effect>, Ctx),
    /// 「場合」: run only if the previous clause resolved (4-10-1).
    IfOk(Box<Effect>, Ctx),
    /// Start paying an activation cost.
    CostBegin,
    Cost(Box<Cost>, Ctx),
    /// After the costs: the body runs only if every cost was paid (8-3-1-3-1).
    AfterCost(Box<Effect>, Ctx),
    /// The K.O. choke point (10-2-1) with the replacement effects already used in this chain.
    /// `joint`: one of several K.O.s made at once by one effect — they share a trigger batch
    /// (opened by the effect), so their owner orders their [On K.O.]s (8-6).
    Ko { target: CardId, cause: KoCause, by: Seat, used: Vec<(CardId, u8)>, joint: bool },
    /// An effect of `by` moves a character or stage off the field without a K.O. (the
    /// leave-the-field choke point), with the replacement effects already used in this chain.
    Leave { target: CardId, to: Zone, bottom: bool, by: Seat, used: Vec<(CardId, u8)> },
    /// The card of this slot, if it went to a Life area, is turned face up ("… to the top or
    /// bottom of the owner's Life cards face-up").
    FaceUpInLife(u16),
    /// Damage to `seat`'s leader (4-6, 7-1-4-1-1).
    Damage { seat: Seat, remaining: u8, first: bool, banish: bool },
    /// A [Trigger] card or played event goes to the trash once resolved (10-1-5-3).
    ToTrashAfter(u16),
    /// "Draw up to N": ask for one more.
    DrawUpTo { remaining: u8, ctx: Ctx },
    /// "Add up to N cards from the top of your deck to the top of your Life": ask for one more;
    /// `added` so far decides whether it resolved (4-10-1).
    ToLifeUpTo { remaining: u8, face_up: bool, added: u8, ctx: Ctx },
    /// Place looked-at cards, one choice at a time.
    PlaceRest { cards: Vec<u16>, to: RestTo, seat: Seat },
    /// Play a card (with the 5-character rule) as an effect.
    PlayObj { slot: u16, rested: bool, ctx: Ctx },
    /// "return N or more DON!!": ask whether to return one more (while the cost holds).
    ReturnDonMore { ctx: Ctx },
}

/// The continuation of a pending decision (internal; the public part is [`DecisionKind`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Cont {
    /// Flow-level decisions answered by dedicated actions.
    Flow,
    // The effects a continuation carries are boxed: an `Effect` is hundreds of bytes, and a
    // pending decision (`Pending`, which holds a `Cont`) is written and taken at every
    // decision of every game — unboxed, each of those moves copied about 1 KB.
    May(Box<Effect>, Ctx),
    /// A targeted act whose cards are chosen in steps ([`crate::effect::More`]: a second
    /// selection, a total power): the cards picked so far and the selection left to make.
    Pick { act: Box<crate::effect::Act>, sel: Box<crate::effect::Selector>, picked: Vec<u16>, ctx: Ctx },
    /// [`crate::effect::Act::ToHandOrDeckBottom`]: the chosen Characters; the picked ones go to
    /// the bottom of the deck, the others to the hand.
    HandOrDeckBottom { cards: Vec<u16>, ctx: Ctx },
    MayPay(Vec<Cost>, Box<Effect>, Ctx),
    ChooseOne(Vec<Effect>, Ctx),
    Act(Box<Act>, Ctx),
    /// Cards trashed from the hand as a cost (never an "if you do": the cost's payment is
    /// what the effect after ':' waits on).
    TrashHand { ctx: Ctx },
    /// Cards placed from the hand (or trash) at the top or bottom of the deck as a cost.
    HandToDeck { bottom: bool },
    SearchPick { looked: Vec<u16>, pick_to: PickTo, rest: RestTo, ctx: Ctx },
    PlayChosen { rested: bool, ctx: Ctx },
    GiveDon { count: u8, rested_only: bool, ctx: Ctx },
    /// DON!! −N: `remaining` cards still to return; as a cost or as an effect.
    ReturnDon { remaining: u8, as_cost: bool, source: Option<CardId> },
    /// The cost declared for [`crate::effect::Effect::DeclareCostReveal`].
    DeclareCost(Ctx),
    /// One more DON!! for a "return N or more DON!!" cost?
    ReturnDonMore { ctx: Ctx },
    DrawUpTo { remaining: u8, ctx: Ctx },
    ToLifeUpTo { remaining: u8, face_up: bool, added: u8, ctx: Ctx },
    Replace { ko: Box<Work>, rep: (CardId, u8), instead: Box<Effect>, ctx: Ctx },
    MakeRoom { incoming: u16, rested: bool, ctx: Ctx },
    PlaceRest { cards: Vec<u16>, to: RestTo, seat: Seat },
    RestChars { ctx: Ctx },
    PickTrigger(Vec<usize>),
    TriggerCost(PendingTrigger),
    LifeTrigger { slot: u16, remaining: u8, banish: bool },
    /// "look at N … place them at the top or bottom": the picked cards go to the bottom.
    ArrangeTop { looked: Vec<u16>, seat: Seat },
    /// The top or the bottom Life card to add to the hand (a cost).
    LifeTopOrBottom { remaining: u8, ctx: Ctx, to: Zone },
    /// Cards of the hand revealed (a cost).
    RevealHand { seat: Seat },
    /// Face-up Life cards to turn face down (a cost).
    FaceDown,
    /// [`crate::effect::Pile::HandShown`]: the picked cards are shown to both players, then
    /// moved to `to`.
    MoveShown { to: crate::effect::Dest },
    /// [`crate::effect::Effect::OrderLife`]: the Life cards for the top of the deck, then the
    /// order of the others.
    LifeToDeckTop { who: Seat, ctx: Ctx },
    /// [`crate::effect::Effect::OrderLife`]: the next Life card to place on top of those placed
    /// (`cards`: the ones left to place).
    OrderLife { cards: Vec<u16>, ctx: Ctx },
    /// Whose Life cards to look at (option 0: yours, 1: the opponent's).
    ArrangeLifeSide { count: u8, ctx: Ctx },
    /// [`crate::effect::Effect::RestDonOrCharacter`]: a DON!! (0) or a Character (1), `left`
    /// picks still to make after this one.
    /// (The filter is boxed: unboxed, it alone made every `Cont`, and so every pending decision
    /// the engine writes and takes, more than 200 bytes.)
    DonOrCharacter { left: u8, filter: Box<crate::effect::Filter>, ctx: Ctx },
    /// The looked-at Life cards: the picked ones go to the bottom.
    ArrangeLife { looked: Vec<u16> },
    /// Text carried out by hand ([`crate::effect::Effect::ByHand`]): asked again after a judge
    /// action taken meanwhile.
    ByHand { text: String, ctx: Ctx },
    /// Picked cards of a hand or trash to move ([`crate::effect::Effect::MoveChosen`]).
    Move { to: crate::effect::Dest },
    /// Field cards to add to their owner's Life: option 0 on top, 1 at the bottom.
    ToLifeEnd { cards: Vec<u16>, face_up: bool },
    /// Picked cards of a hand or trash to put on their owner's deck, in order: option 0 on top,
    /// 1 at the bottom ([`crate::effect::Dest::DeckTopOrBottom`]).
    ToDeckEnd { cards: Vec<u16> },
    /// Given DON!! moving ([`crate::effect::Act::GiveGivenDon`], [`crate::effect::Cost::GivenDonToCostArea`]):
    /// the card the next one comes from; `remaining` still to move, `moved` so far, `to` the
    /// receiver (None: the cost area, rested).
    GivenDon { remaining: u8, moved: u8, to: Option<u16>, as_cost: bool, ctx: Ctx },
    /// "Play up to 1 each of [A], [B], and [C]" ([`crate::effect::Filter::one_each`]): the cards
    /// picked so far, one at a time, and the candidates left (none of an alternative already
    /// taken); all are played once the player stops or nothing is left.
    /// (boxed: a pending decision is moved at every decision of every game, so `Cont` stays small)
    PlayEach(Box<PlayEachStep>),
}

/// The state of [`Cont::PlayEach`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlayEachStep {
    pub picked: Vec<u16>,
    pub left: Vec<u16>,
    pub alts: Vec<crate::effect::Filter>,
    pub max: u8,
    pub rested: bool,
    pub ctx: Ctx,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Pending {
    pub seat: Seat,
    pub kind: DecisionKind,
    pub cont: Cont,
}

/// The whole mutable state of a game. `PartialEq` so tests can check that a rejected action
/// changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct State {
    pub rng: Rng,
    pub objs: Vec<Obj>,
    /// `CardId.0` → slot.
    pub id_slot: Vec<u16>,
    pub zones: ByPlayer<Zones>,
    pub turn: u32,
    pub turn_player: Seat,
    pub first_player: Seat,
    pub chooser: Seat,
    pub flow: Flow,
    pub battle: Option<Battle>,
    pub mods: Vec<TempMod>,
    pub pmods: Vec<PlayerMod>,
    /// Play-cost reductions waiting for their play, this turn only (cleared with the turn's
    /// modifiers).
    pub discounts: Vec<PlayDiscount>,
    /// [Once Per Turn] abilities used this turn (10-2-13).
    pub once_used: Vec<(CardId, u8)>,
    pub work: Vec<Work>,
    pub triggers: Vec<PendingTrigger>,
    pub batch: u32,
    pub pending: Option<Pending>,
    /// Did the last clause resolve (for 「場合」 4-10-1)?
    pub last_ok: bool,
    /// Were all costs of the current activation paid?
    pub cost_ok: bool,
    /// Is a cost being paid now (between `Work::CostBegin` and `Work::AfterCost`)? A
    /// replacement effect that takes the place of a move made then leaves the cost unpaid
    /// (8-3-1-7).
    pub paying_cost: bool,
    /// The cards the last targeted clause chose ("that card").
    pub chosen: Vec<CardId>,
    /// The cost declared by the last "choose a cost" (宣言したコスト).
    pub declared: Option<i32>,
    /// The card the last reveal showed ("the revealed card", 公開したカード,
    /// [`crate::effect::Pile::Revealed`]): kept apart from `chosen`, which a clause between the
    /// reveal and "place the revealed card …" may change ("If the revealed card …, return up to 1
    /// of your Characters to the owner's hand. Then, place the revealed card at the bottom of your
    /// deck").
    pub revealed: Option<CardId>,
    /// Effects to resolve at the end of this turn (このターン終了時), with their context.
    pub at_end: Vec<(crate::effect::Effect, Ctx)>,
    pub result: Option<GameResult>,
    pub log: Vec<Event>,
    pub actions: u32,
    pub max_turns: u32,
    pub max_actions: u32,
    /// The action cap's check point and the watch for loops a player can stop (11-1-1-2/3).
    pub loops: crate::loops::LoopWatch,
    /// `legal_actions` takes its slow path: the game is over, or the loop watch is armed (kept
    /// by `end_game` and `action_checkpoint`; one test in the common path instead of two).
    pub legal_slow: bool,
    pub mulligan_done: ByPlayer<bool>,
    /// A defeat condition met by damage (1-2-2-1), applied at the rule check.
    pub lost: ByPlayer<bool>,
    /// Rule checks of deck-out start once the game has begun (5-2-1-8).
    pub started: bool,
    /// 5-2-1-5-2: decks touched by start-of-game effects are shuffled.
    pub shuffle_after_start: ByPlayer<bool>,
    /// Last action, kept for debugging determinism.
    pub last_action: Option<Action>,
    /// Per seat, its field cards whose definition has a permanent effect (`Obj::statics`), kept
    /// by the zone-move choke point: "no permanent effect in force" is then one comparison.
    pub field_statics: ByPlayer<u8>,
    /// Some card has an attack-target limit given by an effect
    /// ([`crate::effect::Prohibition::AttackCharactersBaseCostAtMost`] in `mods`): only then do
    /// the legal attacks ask it (set where the modifier is added, recomputed as modifiers expire
    /// at the end of a turn).
    pub attack_limits: bool,
}

impl State {
    pub fn obj(&self, slot: u16) -> &Obj {
        &self.objs[slot as usize]
    }

    /// The slot of a live card id (None if stale or unknown).
    pub fn slot_of(&self, id: CardId) -> Option<u16> {
        let slot = *self.id_slot.get(id.0 as usize)?;
        let o = self.objs.get(slot as usize)?;
        (o.id == id).then_some(slot)
    }

    pub fn new_id(&mut self, slot: u16) -> CardId {
        let id = CardId(self.id_slot.len() as u32);
        self.id_slot.push(slot);
        self.objs[slot as usize].id = id;
        id
    }

    /// Field objects of a seat: leader, characters, stage.
    pub fn field_slots(&self, seat: Seat) -> impl Iterator<Item = u16> + '_ {
        let z = &self.zones[seat];
        std::iter::once(z.leader).chain(z.chars.iter().copied()).chain(z.stage)
    }

    pub fn don_on_field(&self, seat: Seat) -> u32 {
        let z = &self.zones[seat];
        u32::from(z.don_active) + u32::from(z.don_rested) + self.field_slots(seat).map(|s| u32::from(self.obj(s).don)).sum::<u32>()
    }

    pub fn has_temp_keyword(&self, id: CardId, k: Keyword) -> bool {
        self.mods.iter().any(|m| m.target == id && matches!(m.modifier, Modifier::Grant(g) if g == k))
    }
}

