//! [`Game`]: the checked game. Built from a [`GameSetup`] by [`Game::new`]; driven only through
//! [`Game::legal_actions`] and [`Game::apply`]; observed through [`Game::view`].

use std::cell::RefCell;
use std::fmt;
use std::sync::Arc;

use game_core::{ByPlayer, Rng, Seat};
use serde::{Deserialize, Serialize};

use crate::action::{Action, Choice};
use crate::card::{CardDb, CardDef, CardKind, DefId};
use crate::decision::{Decision, DecisionKind};
use crate::effect::{Ability, ActTiming, Amount, Continuous, Duration, Modifier, Prohibition, StaticTarget, When};
use crate::event::{CardRef, Event, GameResult, LossReason};
use crate::flow::{BStage, BattleStep, Flow, Phase};
use crate::setup::{validate_parts, DeckList, GameSetup, SetupError, SetupOptions};
use crate::state::*;

/// Why an action was rejected. The game is unchanged after any error.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    /// The game has ended.
    GameOver,
    /// Another seat must decide now (or nothing is asked of this seat).
    NotYourDecision { seat: Seat },
    /// A card id that is stale (the card moved, 3-1-6) or never existed.
    UnknownCard,
    /// The action is not among `legal_actions(seat)`.
    NotLegal,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is over"),
            ActionError::NotYourDecision { seat } => write!(f, "seat {seat} has nothing to decide now"),
            ActionError::UnknownCard => f.write_str("no such card (it may have moved and become a new card)"),
            ActionError::NotLegal => f.write_str("this action is not legal now"),
        }
    }
}

impl std::error::Error for ActionError {}

/// Why a replay failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReplayError {
    Setup(Vec<SetupError>),
    Action { index: usize, error: ActionError },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "invalid setup ({} problems)", e.len()),
            ReplayError::Action { index, error } => write!(f, "action {index}: {error}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Two decks validated and resolved to card definitions, with the options, for starting many
/// games ([`Game::prepare`], [`Game::new_prepared`]).
#[derive(Clone, Debug)]
pub struct PreparedDecks {
    db: Arc<CardDb>,
    leaders: ByPlayer<DefId>,
    mains: ByPlayer<Vec<DefId>>,
    options: SetupOptions,
    /// Per definition: does it have a permanent effect? An [Activate: Main] ability?
    has_static: Arc<Vec<bool>>,
    has_act_main: Arc<Vec<bool>>,
    /// Does any definition add costs or conditions to other cards' abilities?
    adds_to_abilities: bool,
    /// Does any definition negate other cards' effects by a permanent effect?
    negates_statically: bool,
    /// Which event timings a definition waits for (`Game::event_timings`).
    event_timings: u8,
    /// Does any definition play its controller's Characters rested (`Game::plays_rested`)?
    plays_rested: bool,
    /// Does any definition give a Counter by a rule (`Game::counter_rule`)?
    counter_rule: bool,
    /// Does any definition have a limited prohibition (`Game::limited_prohibitions`)?
    limited_prohibitions: bool,
    /// Does any definition change its own cost in the hand (`Game::hand_costs`)?
    hand_costs: bool,
}

impl PreparedDecks {
    /// Look the numbers up (unknown ones fall back to the first definition: validated callers
    /// have none).
    fn resolve(db: Arc<CardDb>, decks: &ByPlayer<DeckList>, options: SetupOptions) -> PreparedDecks {
        let leaders = ByPlayer::from_fn(|seat| db.id_of(&decks[seat].leader).unwrap_or(DefId(0)));
        let mains = ByPlayer::from_fn(|seat| {
            let mut memo: Option<(&str, DefId)> = None;
            decks[seat]
                .main
                .iter()
                .map(|n| match memo {
                    // Deck lists usually repeat a number: look each run up once.
                    Some((m, d)) if m == n.as_str() => d,
                    _ => {
                        let d = db.id_of(n).unwrap_or(DefId(0));
                        memo = Some((n.as_str(), d));
                        d
                    }
                })
                .collect()
        });
        let has_static = Arc::new(db.iter().map(|(_, d)| d.abilities.iter().any(|a| matches!(a, Ability::Permanent { .. }))).collect());
        let has_act_main = Arc::new(db.iter().map(|(_, d)| d.abilities.iter().any(|a| matches!(a, Ability::Activated { timing: ActTiming::ActivateMain, .. }))).collect());
        // 8-3-1-2, 8-3-2-2: only a permanent effect adds costs or conditions to abilities (no
        // one-shot effect creates such a modifier); most card pools have none.
        let adds_to_abilities = db.iter().any(|(_, d)| {
            d.abilities.iter().any(|a| matches!(a, Ability::Permanent { effect: Continuous { modifier: Modifier::AddedCost(_) | Modifier::AddedCondition(_), .. }, .. }))
        });
        let negates_statically = db.iter().any(|(_, d)| {
            d.abilities.iter().any(|a| matches!(a, Ability::Permanent { effect: Continuous { modifier: Modifier::Negated | Modifier::OnPlayNegated, .. }, .. }))
        });
        // "Your Character cards are played rested": looked for at each play only when some
        // card has it
        // a Leader's rule giving a Counter to cards without one: asked in the counter step only
        // when some card has it
        let counter_rule = db.iter().any(|(_, d)| d.abilities.iter().any(|a| matches!(a, Ability::AlsoHas(crate::effect::Extra::CounterFor { .. }))));
        let plays_rested = db.iter().any(|(_, d)| {
            d.abilities.iter().any(|a| matches!(a, Ability::Permanent { effect: Continuous { modifier: Modifier::PlayedRested, .. }, .. }))
        });
        let event_timings = db.iter().flat_map(|(_, d)| d.abilities.iter()).fold(0, |acc, a| match a {
            Ability::Auto { when, .. } => acc | when.event_bit(),
            _ => acc,
        });
        // "cannot attack a Leader on the turn in which it is played", "once per turn, … cannot be
        // K.O.'d by your opponent's effects": asked only in games with such a card
        let limited_prohibitions = db.iter().any(|(_, d)| {
            d.abilities.iter().any(|a| {
                matches!(a, Ability::Permanent { effect: Continuous { modifier: Modifier::Prohibit(Prohibition::AttackLeaderOnPlayedTurn | Prohibition::BeKoedByOpponentsEffectsOncePerTurn), .. }, .. })
            })
        });
        // "give this card in your hand −3 cost": the cost of a hand card is asked of its own
        // definition only in games with such a card
        let hand_costs = db.iter().any(|(_, d)| d.abilities.iter().any(|a| matches!(a, Ability::Permanent { effect: Continuous { target: StaticTarget::ThisInHand, .. }, .. })));
        PreparedDecks { db, leaders, mains, options, has_static, has_act_main, adds_to_abilities, negates_statically, event_timings, plays_rested, counter_rule, limited_prohibitions, hand_costs }
    }
}

/// A game in progress (always legal). `Clone` is cheap enough for search and tests.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) db: Arc<CardDb>,
    pub(crate) st: State,
    /// `legal_actions` of the current state, computed at most once per state and seat.
    pub(crate) legal_cache: RefCell<crate::legal::LegalCache>,
    /// Per definition: does it have a permanent effect? (skips most of the static scan)
    pub(crate) has_static: Arc<Vec<bool>>,
    /// Per definition: does it have an [Activate: Main] ability? (skips the scan in `legal`)
    pub(crate) has_act_main: Arc<Vec<bool>>,
    /// Can any card of this game add costs or conditions to abilities (8-3-1-2, 8-3-2-2)? When
    /// none can, an ability's cost and conditions are its printed ones without a look.
    pub(crate) adds_to_abilities: bool,
    /// Can any card of this game negate others by a permanent effect (8-2)? When none can,
    /// only one-shot negations are looked for.
    pub(crate) negates_statically: bool,
    /// The event timings some card of this game waits for (`When::event_bit`: a card leaves a
    /// Life area, DON!! given, a Character removed by an effect): the choke points look for triggers of these only
    /// when a card has them, so games without such cards pay nothing.
    pub(crate) event_timings: u8,
    /// Some card of this game makes its controller's Characters enter rested
    /// ([`Modifier::PlayedRested`]): only then is a play asked about it.
    pub(crate) plays_rested: bool,
    /// Some card of this game gives Character cards without a Counter one
    /// ([`crate::effect::Extra::CounterFor`]): only then is the counter of a hand card asked of
    /// the Leader.
    pub(crate) counter_rule: bool,
    /// Some card of this game has a prohibition limited to the turn it is played or to once per
    /// turn ([`Prohibition::AttackLeaderOnPlayedTurn`],
    /// [`Prohibition::BeKoedByOpponentsEffectsOncePerTurn`]): only then are they asked.
    pub(crate) limited_prohibitions: bool,
    /// Some card of this game acts on itself while in the hand ([`StaticTarget::ThisInHand`],
    /// "give this card in your hand −3 cost", "this card in your hand cannot be played by
    /// effects"): only then is a hand card's cost asked of its own permanent effects, or a hand
    /// card played by an effect asked whether it refuses.
    pub(crate) hand_costs: bool,
    /// Set while a permanent negation is being looked for (the look-up does not recurse).
    pub(crate) negation_lookup: std::cell::Cell<bool>,
    /// Set while a hand card's own cost effects are being evaluated (`Game::own_hand_cost`): a
    /// condition asking a hand card's cost meanwhile gets it without them (no recursion).
    pub(crate) hand_cost_lookup: std::cell::Cell<bool>,
    /// Set while a power is being computed for a condition (`Game::power_for_condition`: "If your
    /// Leader has …", "If this Character has N power or more"): a condition asking one again
    /// meanwhile does not hold (no recursion).
    pub(crate) power_lookup: std::cell::Cell<bool>,
}

impl PartialEq for Game {
    /// Two games are equal when their states are (the card database is shared data).
    fn eq(&self, other: &Self) -> bool {
        self.st == other.st
    }
}

impl Game {
    /// 5-1 and 5-2: validate the decks, shuffle, place leaders, draw the seat that chooses first
    /// or second at random; the game then waits for that seat's [`Action::ChooseFirst`].
    pub fn new(setup: GameSetup) -> Result<Game, Vec<SetupError>> {
        let GameSetup { cards, decks, seed, options } = setup;
        Game::new_shared(Arc::new(cards), &decks, seed, options)
    }

    /// [`Game::new`] with a shared card database (no copy per game; for self-play and search).
    pub fn new_shared(cards: Arc<CardDb>, decks: &ByPlayer<DeckList>, seed: u64, options: SetupOptions) -> Result<Game, Vec<SetupError>> {
        Ok(Game::new_prepared(&Game::prepare(cards, decks, options)?, seed))
    }

    /// Validate two decks once and resolve their card numbers, for starting many games of
    /// them ([`Game::new_prepared`]: self-play, the arena). Same errors as [`Game::new`].
    pub fn prepare(cards: Arc<CardDb>, decks: &ByPlayer<DeckList>, options: SetupOptions) -> Result<PreparedDecks, Vec<SetupError>> {
        let errs = validate_parts(&cards, decks, &options);
        if !errs.is_empty() {
            return Err(errs);
        }
        Ok(PreparedDecks::resolve(cards, decks, options))
    }

    /// A new game of prepared decks: the same game as [`Game::new_shared`] with these decks,
    /// seed and options, without validating and looking the numbers up again.
    pub fn new_prepared(decks: &PreparedDecks, seed: u64) -> Game {
        let mut g = Game::construct_prepared(decks, seed);
        for seat in Seat::BOTH {
            g.log(Event::DeckShuffled { seat });
        }
        let chooser = g.st.chooser;
        g.log(Event::FirstChooserDrawn { seat: chooser });
        g.run();
        g
    }

    /// Build the state of a setup without validating it (the caller validated it, or is the
    /// test Scenario builder). Unknown numbers fall back to the first definition.
    pub(crate) fn construct(setup: GameSetup) -> Game {
        let GameSetup { cards, decks, seed, options } = setup;
        Game::construct_prepared(&PreparedDecks::resolve(Arc::new(cards), &decks, options), seed)
    }

    fn construct_prepared(p: &PreparedDecks, seed: u64) -> Game {
        let mut rng = Rng::new(seed);
        let options = &p.options;
        let mut objs = Vec::with_capacity(2 + p.mains.a.len() + p.mains.b.len());
        let mut zones: ByPlayer<Zones> = ByPlayer::default();
        for seat in Seat::BOTH {
            zones[seat].leader = objs.len() as u16;
            let statics = |d: DefId| p.has_static.get(d.0 as usize).copied().unwrap_or(true);
            objs.push(Obj { def: p.leaders[seat], owner: seat, id: CardId(objs.len() as u32), zone: Zone::Leader, rested: false, don: 0, played_turn: 0, face_up: false, statics: statics(p.leaders[seat]) });
            // One `extend` each (known lengths: no capacity check per card).
            let first = objs.len();
            objs.extend(p.mains[seat].iter().enumerate().map(|(i, &def)| Obj { def, owner: seat, id: CardId((first + i) as u32), zone: Zone::Deck, rested: false, don: 0, played_turn: 0, face_up: false, statics: statics(def) }));
            let mut deck: Vec<u16> = (first as u16..objs.len() as u16).collect();
            rng.shuffle(&mut deck); // 5-2-1-2
            zones[seat].deck = deck;
            // Room for a usual game, so the zones seldom grow while it is played.
            zones[seat].hand = Vec::with_capacity(16);
            zones[seat].trash = Vec::with_capacity(32);
            zones[seat].life = Vec::with_capacity(8);
            zones[seat].chars = Vec::with_capacity(8);
            zones[seat].don_deck = options.don_deck;
        }
        let chooser = if rng.coin() { Seat::A } else { Seat::B }; // 5-2-1-4: random, no will involved
        let mut st = State {
            rng,
            // Each object's first id is its slot (ids are handed out in slot order).
            id_slot: {
                let mut v = Vec::with_capacity(objs.len() * 4);
                v.extend(0..objs.len() as u16);
                v
            },
            objs,
            zones,
            turn: 0,
            turn_player: chooser,
            first_player: chooser,
            chooser,
            flow: Flow::ChooseFirst,
            battle: None,
            mods: Vec::new(),
            pmods: Vec::new(),
            discounts: Vec::new(),
            once_used: Vec::new(),
            work: Vec::new(),
            triggers: Vec::new(),
            batch: 0,
            pending: None,
            last_ok: true,
            cost_ok: true,
            paying_cost: false,
            chosen: Vec::new(),
            declared: None,
            revealed: None,
            at_end: Vec::new(),
            result: None,
            // A game logs a few hundred events: start with room for them.
            log: Vec::with_capacity(512),
            actions: 0,
            max_turns: options.max_turns,
            max_actions: options.max_actions,
            loops: crate::loops::LoopWatch::new(options.max_actions),
            legal_slow: false,
            mulligan_done: ByPlayer::default(),
            lost: ByPlayer::default(),
            started: false,
            shuffle_after_start: ByPlayer::default(),
            last_action: None,
            field_statics: ByPlayer::default(),
            attack_limits: false,
        };
        for seat in Seat::BOTH {
            st.field_statics[seat] = u8::from(st.objs[st.zones[seat].leader as usize].statics);
        }
        Game { db: p.db.clone(), st, legal_cache: RefCell::default(), has_static: p.has_static.clone(), has_act_main: p.has_act_main.clone(), adds_to_abilities: p.adds_to_abilities, negates_statically: p.negates_statically, event_timings: p.event_timings, plays_rested: p.plays_rested, counter_rule: p.counter_rule, limited_prohibitions: p.limited_prohibitions, hand_costs: p.hand_costs, negation_lookup: std::cell::Cell::new(false), hand_cost_lookup: std::cell::Cell::new(false), power_lookup: std::cell::Cell::new(false) }
    }

    /// Rebuild a game from its setup and the actions applied so far (a save file is
    /// `{setup, actions}`). Fails with the index of the first action that is not legal.
    pub fn replay(setup: GameSetup, actions: &[(Seat, Action)]) -> Result<Game, ReplayError> {
        let mut g = Game::new(setup).map_err(ReplayError::Setup)?;
        for (i, (seat, a)) in actions.iter().enumerate() {
            g.apply(*seat, a.clone()).map_err(|error| ReplayError::Action { index: i, error })?;
        }
        Ok(g)
    }

    // ------------------------------------------------------------------ queries for the UI

    /// The card database of this game.
    pub fn cards(&self) -> &CardDb {
        &self.db
    }

    /// The card database of this game as the one shared allocation every copy of the game
    /// holds: an interface may keep it and compare it by pointer (`Arc::ptr_eq`).
    pub fn shared_cards(&self) -> &Arc<CardDb> {
        &self.db
    }
    pub fn turn_player(&self) -> Seat {
        self.st.turn_player
    }
    /// The turn number (1 = the first player's first turn; 0 during setup).
    pub fn turn(&self) -> u32 {
        self.st.turn
    }
    pub fn first_player(&self) -> Option<Seat> {
        (self.st.turn > 0 || !matches!(self.st.flow, Flow::ChooseFirst)).then_some(self.st.first_player)
    }
    pub fn phase(&self) -> Phase {
        self.st.flow.phase()
    }
    pub fn battle_step(&self) -> Option<BattleStep> {
        self.st.flow.battle_step()
    }
    /// Who must act now (for the pass-the-device curtain); `None` once the game is over.
    pub fn decision_seat(&self) -> Option<Seat> {
        self.st.pending.as_ref().map(|p| p.seat)
    }
    /// The pending decision, whoever must answer it.
    pub fn decision(&self) -> Option<Decision> {
        self.st.pending.as_ref().map(|p| Decision { seat: p.seat, kind: p.kind.clone() })
    }
    pub fn result(&self) -> Option<GameResult> {
        self.st.result
    }
    /// The full, unredacted log (for tests and replays; show players `view(seat).log`).
    pub fn events(&self) -> &[Event] {
        &self.st.log
    }
    pub fn actions_applied(&self) -> u32 {
        self.st.actions
    }

    // ------------------------------------------------------------------ inspection helpers

    fn ids(&self, slots: &[u16]) -> Vec<CardId> {
        slots.iter().map(|&s| self.st.obj(s).id).collect()
    }
    pub fn leader(&self, seat: Seat) -> CardId {
        self.st.obj(self.st.zones[seat].leader).id
    }
    pub fn characters(&self, seat: Seat) -> Vec<CardId> {
        self.ids(&self.st.zones[seat].chars)
    }
    pub fn stage(&self, seat: Seat) -> Option<CardId> {
        self.st.zones[seat].stage.map(|s| self.st.obj(s).id)
    }
    pub fn hand(&self, seat: Seat) -> Vec<CardId> {
        self.ids(&self.st.zones[seat].hand)
    }
    /// Trash, bottom first.
    pub fn trash(&self, seat: Seat) -> Vec<CardId> {
        self.ids(&self.st.zones[seat].trash)
    }
    /// Life, bottom first (the last is the top card).
    pub fn life(&self, seat: Seat) -> Vec<CardId> {
        self.ids(&self.st.zones[seat].life)
    }
    /// Deck, bottom first (the last is the top card).
    pub fn deck(&self, seat: Seat) -> Vec<CardId> {
        self.ids(&self.st.zones[seat].deck)
    }
    /// DON!! (deck, active, rested) of the cost area; attached ones are on the cards.
    pub fn don(&self, seat: Seat) -> (u8, u8, u8) {
        let z = &self.st.zones[seat];
        (z.don_deck, z.don_active, z.don_rested)
    }
    pub fn zone_of(&self, id: CardId) -> Option<Zone> {
        self.st.slot_of(id).map(|s| self.st.obj(s).zone)
    }
    pub fn owner_of(&self, id: CardId) -> Option<Seat> {
        self.st.slot_of(id).map(|s| self.st.obj(s).owner)
    }
    pub fn def_of(&self, id: CardId) -> Option<&CardDef> {
        self.st.slot_of(id).map(|s| self.def_at(s))
    }
    pub fn number_of(&self, id: CardId) -> Option<&str> {
        self.def_of(id).map(|d| d.number.as_str())
    }
    /// Live power (with DON!! and modifiers).
    pub fn power(&self, id: CardId) -> Option<i32> {
        self.st.slot_of(id).map(|s| self.power_at(s))
    }
    /// Live cost (floored at 0).
    pub fn cost(&self, id: CardId) -> Option<i32> {
        self.st.slot_of(id).map(|s| self.cost_at(s))
    }
    pub fn is_rested(&self, id: CardId) -> Option<bool> {
        self.st.slot_of(id).map(|s| self.st.obj(s).rested)
    }
    pub fn attached_don(&self, id: CardId) -> Option<u8> {
        self.st.slot_of(id).map(|s| self.st.obj(s).don)
    }
    pub fn has_keyword(&self, id: CardId, k: crate::card::Keyword) -> bool {
        self.st.slot_of(id).is_some_and(|s| self.has_kw(s, k))
    }
    pub fn life_face_up(&self, id: CardId) -> Option<bool> {
        self.st.slot_of(id).map(|s| self.st.obj(s).face_up)
    }
    /// The first card with `number` in `seat`'s `zone` (top-most for ordered zones).
    pub fn find(&self, seat: Seat, zone: Zone, number: &str) -> Option<CardId> {
        let z = &self.st.zones[seat];
        let slots: Vec<u16> = match zone {
            Zone::Deck => z.deck.clone(),
            Zone::Hand => z.hand.clone(),
            Zone::Trash => z.trash.clone(),
            Zone::Life => z.life.clone(),
            Zone::Leader => vec![z.leader],
            Zone::Character => z.chars.clone(),
            Zone::Stage => z.stage.into_iter().collect(),
            Zone::Resolving => Vec::new(),
        };
        slots.iter().rev().find(|&&s| self.def_at(s).number == number).map(|&s| self.st.obj(s).id)
    }
    /// How many cards `seat` has in `zone` (no list built; for evaluations in search).
    pub fn zone_len(&self, seat: Seat, zone: Zone) -> usize {
        let z = &self.st.zones[seat];
        match zone {
            Zone::Deck => z.deck.len(),
            Zone::Hand => z.hand.len(),
            Zone::Trash => z.trash.len(),
            Zone::Life => z.life.len(),
            Zone::Leader => 1,
            Zone::Character => z.chars.len(),
            Zone::Stage => usize::from(z.stage.is_some()),
            Zone::Resolving => self.st.objs.iter().filter(|o| o.owner == seat && o.zone == Zone::Resolving).count(),
        }
    }
    /// Every card object of `seat` once (leader, deck, hand, trash, life, field, resolving).
    pub fn card_count(&self, seat: Seat) -> usize {
        self.st.objs.iter().filter(|o| o.owner == seat).count()
    }
    /// Consistency of the zones: every object is in exactly the list its zone says.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut seen = vec![0u8; self.st.objs.len()];
        for seat in Seat::BOTH {
            let z = &self.st.zones[seat];
            let lists: [(&[u16], Zone); 5] = [(&z.deck, Zone::Deck), (&z.hand, Zone::Hand), (&z.trash, Zone::Trash), (&z.life, Zone::Life), (&z.chars, Zone::Character)];
            for (l, zone) in lists {
                for &s in l {
                    let o = self.st.objs.get(s as usize).ok_or_else(|| format!("slot {s} listed in {zone:?} of {seat} does not exist"))?;
                    if o.zone != zone || o.owner != seat { return Err(format!("slot {s} listed in {zone:?} of {seat} but is {:?}", o.zone)); }
                    seen[s as usize] = seen[s as usize].saturating_add(1);
                }
            }
            for s in std::iter::once(z.leader).chain(z.stage) {
                let o = self.st.objs.get(s as usize).ok_or_else(|| format!("slot {s} on the field of {seat} does not exist"))?;
                if o.owner != seat { return Err(format!("slot {s} on the field of {seat} belongs to {}", o.owner)); }
                seen[s as usize] = seen[s as usize].saturating_add(1);
            }
            if z.chars.len() > 5 { return Err(format!("{seat} has {} characters", z.chars.len())); }
            let statics = self.st.field_slots(seat).filter(|&s| self.st.obj(s).statics).count();
            if statics != usize::from(self.st.field_statics[seat]) { return Err(format!("{seat} counts {} field cards with permanent effects, has {statics}", self.st.field_statics[seat])); }
            let don = u32::from(z.don_deck) + self.st.don_on_field(seat);
            if self.st.started && don != 10 { return Err(format!("{seat} has {don} DON!!")); }
        }
        // One pass over the objects of both seats.
        for (i, o) in self.st.objs.iter().enumerate() {
            let expect = if o.zone == Zone::Resolving { 0 } else { 1 };
            if seen[i] != expect { return Err(format!("slot {i} of {} seen {} times in zone {:?}", o.owner, seen[i], o.zone)); }
            if !o.zone.is_field() && (o.don > 0 || o.rested) { return Err(format!("slot {i} off-field with DON or rested")); }
            // `slot_of(o.id) == Some(i)`, without looking `o` up again.
            if self.st.id_slot.get(o.id.0 as usize) != Some(&(i as u16)) { return Err(format!("slot {i} id does not resolve")); }
            if o.statics != self.has_static.get(o.def.0 as usize).copied().unwrap_or(true) { return Err(format!("slot {i} permanent-effect flag differs from its definition")); }
        }
        Ok(())
    }

    // ------------------------------------------------------------------ acting

    /// Apply `action` for `seat`. Accepts exactly the members of `legal_actions(seat)`; anything
    /// else is rejected with a typed reason and leaves the game unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        self.apply_in_place(seat, action).map(<[Event]>::to_vec)
    }

    /// [`Game::apply`] without copying the events out: they are borrowed from the log (for
    /// self-play and search, which apply many actions and rarely read the events).
    pub fn apply_in_place(&mut self, seat: Seat, action: Action) -> Result<&[Event], ActionError> {
        if self.st.result.is_some() {
            return Err(ActionError::GameOver);
        }
        if !self.is_legal(seat, &action) {
            return Err(self.why_illegal(seat, &action));
        }
        self.legal_cache.borrow_mut().invalidate();
        Ok(self.carry_out(seat, action))
    }

    /// Carries out an action already known to be legal; the events it logged.
    fn carry_out(&mut self, seat: Seat, action: Action) -> &[Event] {
        let start = self.st.log.len();
        self.st.actions += 1;
        self.execute(seat, &action);
        self.st.last_action = Some(action);
        // The action cap (11-1-1-1) and the loop watch (11-1-1-2/3), at one comparison per action.
        if self.st.actions >= self.st.loops.next_check {
            self.action_checkpoint(seat);
        }
        self.run();
        &self.st.log[start..]
    }

    /// [`Game::apply_in_place`] of the action at `index` of `legal_actions(seat)` (for callers
    /// that took the action from the list: search, self-play). Skips the membership scan and
    /// reuses the list's allocation; an index out of the list is rejected and changes nothing.
    pub fn apply_legal_index(&mut self, seat: Seat, index: usize) -> Result<&[Event], ActionError> {
        if self.st.result.is_some() {
            return Err(ActionError::GameOver);
        }
        if self.legal_cache.get_mut().seat != Some(seat) {
            self.with_legal_actions(seat, |_| ());
        }
        let cache = self.legal_cache.get_mut();
        if index >= cache.list.len() {
            return Err(if self.decision_seat() != Some(seat) { ActionError::NotYourDecision { seat } } else { ActionError::NotLegal });
        }
        // The list is cleared when the next state's list is made (its allocation is reused).
        cache.invalidate();
        let action = cache.list.swap_remove(index);
        Ok(self.carry_out(seat, action))
    }

    fn why_illegal(&self, seat: Seat, action: &Action) -> ActionError {
        if self.decision_seat() != Some(seat) {
            return ActionError::NotYourDecision { seat };
        }
        let ids: Vec<CardId> = match action {
            Action::PlayCard { card, replace } => std::iter::once(*card).chain(*replace).collect(),
            Action::AttachDon { target, .. } => vec![*target],
            Action::DeclareAttack { attacker, target } => vec![*attacker, *target],
            Action::ActivateAbility { card, .. } | Action::PlayCounterEvent { card } => vec![*card],
            Action::Block { blocker } => blocker.iter().copied().collect(),
            Action::CounterCard { card, target } => vec![*card, *target],
            Action::Choose(Choice::Cards(c)) => c.clone(),
            _ => Vec::new(),
        };
        if ids.iter().any(|&i| self.st.slot_of(i).is_none()) {
            return ActionError::UnknownCard;
        }
        ActionError::NotLegal
    }

    fn shuffle_deck_inner(&mut self, seat: Seat) {
        let mut deck = std::mem::take(&mut self.st.zones[seat].deck);
        self.st.rng.shuffle(&mut deck);
        self.st.zones[seat].deck = deck;
    }

    pub(crate) fn shuffle_deck(&mut self, seat: Seat) {
        self.shuffle_deck_inner(seat);
        self.log(Event::DeckShuffled { seat });
    }

    fn ctx_of(&self, slot: u16, controller: Seat) -> Ctx {
        let o = self.st.obj(slot);
        Ctx { controller, source: o.id, def: o.def }
    }

    fn execute(&mut self, seat: Seat, action: &Action) {
        if *action == Action::Concede {
            // 1-2-3, 1-2-4: immediate, unaffected by any card.
            self.end_game(GameResult::Win { winner: seat.other(), reason: LossReason::Concede });
            return;
        }
        // Effect answers need the continuation; everything else just clears the decision (in
        // place: a pending decision is large, moving it out costs a copy).
        let cont = match action {
            Action::ActivateTrigger { .. } | Action::Choose(_) => match self.st.pending.take() {
                Some(p) => Some(p.cont),
                None => return,
            },
            _ if self.st.pending.is_none() => return,
            _ => {
                self.st.pending = None;
                None
            }
        };
        let slot = |g: &Game, id: CardId| g.st.slot_of(id).unwrap_or(0);
        match action {
            &Action::ChooseFirst { go_first } => {
                self.st.first_player = if go_first { seat } else { seat.other() };
                let fp = self.st.first_player;
                self.st.turn_player = fp;
                self.log(Event::FirstPlayer { seat: fp });
                self.st.flow = Flow::StartOfGame;
            }
            &Action::Mulligan { redraw } => {
                self.log(Event::Mulligan { seat, redraw });
                if redraw {
                    let hand = self.st.zones[seat].hand.clone();
                    for s in hand { self.move_obj(s, Zone::Deck, false); }
                    self.shuffle_deck(seat);
                    for _ in 0..5 { self.draw_one(seat); }
                }
                self.st.mulligan_done[seat] = true;
                self.st.flow = if seat == self.st.first_player { Flow::Mulligan(seat.other()) } else { Flow::Life };
            }
            &Action::PlayCard { card, replace } => {
                let s = slot(self, card);
                let cost = self.take_play_cost(seat, s);
                self.rest_don(seat, cost.clamp(0, 255) as u8);
                let cr = self.cref(s);
                self.log(Event::Played { seat, card: cr });
                match self.def_at(s).kind {
                    CardKind::Character => {
                        if let Some(r) = replace {
                            // 3-7-6-1, 3-7-6-1-1: a rule process, not a K.O.
                            let rs = slot(self, r);
                            self.move_obj(rs, Zone::Trash, false);
                        }
                        self.put_character(s, false, false);
                    }
                    CardKind::Stage => {
                        let ctx = self.ctx_of(s, seat);
                        self.play_obj(s, false, ctx);
                    }
                    _ => self.play_event(s, seat, ActTiming::Main),
                }
            }
            &Action::PlayCounterEvent { card } => {
                let s = slot(self, card);
                // paid like any card played: rested and logged (it was not logged before)
                let cost = self.cost_at(s);
                self.rest_don(seat, cost.clamp(0, 255) as u8);
                let cr = self.cref(s);
                self.log(Event::Played { seat, card: cr });
                self.play_event(s, seat, ActTiming::Counter);
            }
            &Action::AttachDon { target, count } => {
                let s = slot(self, target);
                self.give_don(s, count, false);
            }
            &Action::DeclareAttack { attacker, target } => {
                let a = slot(self, attacker);
                self.st.objs[a as usize].rested = true;
                self.log(Event::Rested { card: attacker });
                self.st.battle = Some(Battle { attacker, target, attacker_seat: seat, blocked: false, counters: 0 });
                self.log(Event::AttackDeclared { attacker, target });
                self.st.flow = Flow::Battle(BStage::AttackEnd);
                // 7-1-1-3, 10-2-16: [When Attacking] then [On Your Opponent's Attack].
                self.next_batch();
                // "When this Leader attacks your opponent's Leader": an attack on that Leader
                let at_leader = target == self.st.obj(self.st.zones[seat.other()].leader).id;
                self.detect(seat, Some(a), |w| *w == When::WhenAttacking || (at_leader && *w == When::AttacksLeader));
                self.next_batch();
                self.detect(seat.other(), None, |w| *w == When::OnOpponentsAttack);
                // "When this Character is attacked": the attacked card, in the same batch
                if let Some(t) = self.st.slot_of(target) {
                    self.detect(seat.other(), Some(t), |w| *w == When::IsAttacked);
                }
            }
            &Action::ActivateAbility { card, ability_index } => {
                let s = slot(self, card);
                let def = self.st.obj(s).def;
                // Borrowed through a second handle on the (immutable) card data: only the cost
                // and the effect are copied, not the whole ability.
                let db = Arc::clone(&self.db);
                if let Some(Ability::Activated { once_per_turn, cost, effect, .. }) = db.get(def).abilities.get(usize::from(ability_index)) {
                    // 8-3-1-2: with the costs other effects add
                    let cost = self.full_cost(cost, Some(s)).into_owned();
                    // 10-2-13-5: used once activated, even if the cost cannot be completed.
                    if *once_per_turn { self.st.once_used.push((card, ability_index)); }
                    self.log(Event::AbilityActivated { card: CardRef { id: card, def }, ability: ability_index });
                    let ctx = self.ctx_of(s, seat);
                    self.push_paid(cost, effect.clone(), ctx);
                }
            }
            Action::EndMainPhase => self.st.flow = Flow::EndYour,
            &Action::Block { blocker } => {
                if let Some(b) = blocker {
                    let s = slot(self, b);
                    self.rest_slot(s);
                    if let Some(bt) = self.st.battle.as_mut() {
                        bt.target = b;
                        bt.blocked = true;
                    }
                    self.log(Event::Blocked { blocker: b });
                    self.next_batch();
                    self.detect(seat, Some(s), |w| *w == When::OnBlock);
                    self.detect(seat.other(), None, |w| *w == When::OpponentActivatesBlocker || matches!(w, When::OpponentActivatesEvent { or_blocker: true, .. }));
                }
                self.st.flow = Flow::Battle(BStage::BlockEnd);
            }
            &Action::CounterCard { card, target } => {
                let s = slot(self, card);
                let amount = if self.counter_rule { self.counter_of(seat, s) } else { self.def_at(s).counter };
                let cr = self.cref(s);
                self.move_obj(s, Zone::Trash, false);
                self.add_mod(target, Modifier::Power(Amount::Fixed(amount)), Duration::ThisBattle, seat);
                if let Some(b) = self.st.battle.as_mut() { b.counters = b.counters.saturating_add(1); }
                self.log(Event::CounterUsed { card: cr, target, amount });
            }
            Action::EndCounterStep => self.st.flow = Flow::Battle(BStage::Damage),
            &Action::ActivateTrigger { yes } => {
                if let Some(cont) = cont {
                    self.answer(seat, cont, &Choice::YesNo(yes));
                }
            }
            Action::Choose(c) => {
                if let Some(cont) = cont {
                    self.answer(seat, cont, c);
                }
            }
            Action::Concede => {}
        }
    }

    /// 8-4-2: an event goes to the trash, then its effect resolves.
    fn play_event(&mut self, s: u16, seat: Seat, timing: ActTiming) {
        let def = self.st.obj(s).def;
        // 8-3-1-2: the costs other effects add to the card's abilities, while it is still in hand
        // (the same for each of its abilities)
        let added = self.full_cost(&[], Some(s)).into_owned();
        let id = self.move_obj(s, Zone::Trash, false);
        // 8-5-2, 8-5-4: "when you activate an Event" (and the opponent's "when your opponent
        // activates an Event") watches the card's activation.
        self.next_batch();
        self.detect(seat, None, |w| *w == When::YouActivateEvent);
        self.detect(seat.other(), None, |w| matches!(w, When::OpponentActivatesEvent { .. }));
        let ab = self.db.get(def).abilities.iter().find_map(|a| match a {
            Ability::Activated { timing: t, cost, effect, .. } if *t == timing => Some((cost.clone(), effect.clone())),
            _ => None,
        });
        if let Some((mut cost, effect)) = ab {
            cost.extend(added);
            self.push_paid(cost, effect, Ctx { controller: seat, source: id, def });
        }
    }

    /// Whether the current decision is one of the engine's flow decisions (not an effect choice).
    pub fn decision_kind(&self) -> Option<&DecisionKind> {
        self.st.pending.as_ref().map(|p| &p.kind)
    }
}

#[cfg(test)]
mod tests {
    use crate::state::Zone;
    use crate::Seat;
    use crate::testkit::Scenario;

    /// `check_invariants` (what the fuzzers and the arena check after every action) notices each
    /// way a card can be misfiled: listed in a seat's zone but owned by the other seat, or off the
    /// field with DON!! given or rested.
    #[test]
    fn check_invariants_notices_a_misfiled_card() {
        let g = Scenario::new().hand(Seat::A, &["TST-001"]).build();
        assert_eq!(g.check_invariants(), Ok(()));
        let card = g.st.zones[Seat::A].hand[0];
        assert_eq!(g.st.obj(card).zone, Zone::Hand);
        let broken = |f: &dyn Fn(&mut crate::state::Obj)| {
            let mut g = g.clone();
            f(&mut g.st.objs[card as usize]);
            g.check_invariants()
        };
        assert!(broken(&|o| o.owner = Seat::B).is_err(), "in A's hand, owned by B");
        assert!(broken(&|o| o.rested = true).is_err(), "rested in the hand");
        assert!(broken(&|o| o.don = 1).is_err(), "DON!! given in the hand");
        assert_eq!(broken(&|o| o.face_up = true), Ok(()), "a face-up flag off the Life area means nothing");
    }
}
