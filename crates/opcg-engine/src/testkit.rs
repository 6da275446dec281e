//! Original TEST cards (no real card names or texts), legal test decks, a ready [`GameSetup`],
//! and the [`Scenario`] builder for rule tests: put cards in zones, set the turn, act, assert.

use game_core::{ByPlayer, Seat};

use crate::card::{Attribute, CardDb, CardDef, CardKind, Colour, Keyword};
use crate::effect::*;
use crate::flow::Flow;
use crate::game::Game;
use crate::setup::{DeckList, GameSetup, SetupOptions};
use crate::state::{CardId, Zone};

/// The trait most test cards share.
pub const CREW: &str = "Test Crew";

fn ch(number: &str, name: &str, colour: Colour, cost: i32, power: i32, counter: i32) -> CardDef {
    let mut d = CardDef::vanilla(number, name, CardKind::Character, colour);
    d.cost = cost;
    d.power = power;
    d.counter = counter;
    d.attributes = vec![Attribute::Slash];
    d.traits = vec![CREW.to_string()];
    d
}

fn kw(mut d: CardDef, k: Keyword) -> CardDef {
    d.keywords.push(k);
    d
}

fn ab(mut d: CardDef, a: Ability) -> CardDef {
    d.abilities.push(a);
    d
}

fn auto(when: When, effect: Effect) -> Ability {
    Ability::Auto { when, conditions: vec![], once_per_turn: false, optional: false, cost: vec![], effect }
}

fn ev(number: &str, name: &str, colour: Colour, cost: i32, timing: ActTiming, effect: Effect) -> CardDef {
    let mut d = CardDef::vanilla(number, name, CardKind::Event, colour);
    d.cost = cost;
    d.abilities.push(Ability::Activated { timing, conditions: vec![], once_per_turn: false, cost: vec![], effect });
    d
}

fn opp_chars(n: u8, f: Filter) -> Selector {
    Selector::up_to(n, Side::Opponent, Targetable::Character, f)
}

fn own_leader_or_char(n: u8) -> Selector {
    Selector::up_to(n, Side::You, Targetable::LeaderOrCharacter, Filter::any())
}

fn leader(number: &str, name: &str, colours: Vec<Colour>, power: i32, life: u8) -> CardDef {
    let mut d = CardDef::vanilla(number, name, CardKind::Leader, colours[0]);
    d.colours = colours;
    d.power = power;
    d.life = life;
    d.attributes = vec![Attribute::Strike];
    d.traits = vec![CREW.to_string()];
    d
}

/// Every test card: leaders, characters covering each keyword and effect kind, events, a stage.
pub fn cards() -> Vec<CardDef> {
    use Colour::*;
    let draw1 = Effect::Draw { amount: Amount::Fixed(1), up_to: false };
    vec![
        leader("TST-L01", "Test Captain", vec![Red, Green], 5000, 5),
        leader("TST-L02", "Rival Admiral", vec![Green, Red], 5000, 5),
        {
            let mut l = leader("TST-L03", "Rulebook Keeper", vec![Red], 5000, 4);
            l.abilities.push(Ability::DeckRule(DeckRule::MayInclude { number: "TST-001".into(), count: 10 }));
            l.abilities.push(Ability::DeckRule(DeckRule::CannotInclude(Filter { cost_min: Some(4), ..Filter::any() })));
            l.abilities.push(Ability::StartOfGame(Effect::AddDon { count: 1, rested: true }));
            l
        },
        {
            let mut l = leader("TST-L04", "Glass Commodore", vec![Red, Green], 5000, 1);
            l.abilities.push(Ability::Activated {
                timing: ActTiming::ActivateMain,
                conditions: vec![],
                once_per_turn: true,
                cost: vec![Cost::RestDon(1)],
                effect: Effect::Draw { amount: Amount::Fixed(1), up_to: false },
            });
            l
        },
        ch("TST-001", "Test Swordsman", Red, 1, 2000, 1000),
        kw(ch("TST-002", "Harbor Lookout", Red, 2, 3000, 1000), Keyword::Blocker),
        kw(ch("TST-003", "Quick Runner", Red, 3, 4000, 1000), Keyword::Rush),
        kw(ch("TST-004", "Twin Striker", Red, 4, 5000, 0), Keyword::DoubleAttack),
        kw(ch("TST-005", "Void Cutter", Green, 4, 5000, 0), Keyword::Banish),
        kw(ch("TST-006", "Sly Fox", Green, 3, 4000, 1000), Keyword::Unblockable),
        kw(ch("TST-007", "Dock Brawler", Green, 2, 3000, 1000), Keyword::RushCharacter),
        ab(ch("TST-008", "Eager Recruit", Red, 2, 2000, 2000), auto(When::OnPlay, draw1.clone())),
        ab(ch("TST-009", "Cannon Mate", Red, 3, 4000, 1000), auto(When::OnPlay, Effect::Targeted { sel: opp_chars(1, Filter::cost_at_most(3)), act: Act::Ko })),
        ab(
            ch("TST-010", "Fog Sailor", Green, 3, 4000, 1000),
            Ability::Auto {
                when: When::WhenAttacking,
                conditions: vec![Condition::Don(1)],
                once_per_turn: false,
                optional: false,
                cost: vec![],
                effect: Effect::Targeted { sel: opp_chars(1, Filter::any()), act: Act::Power(Amount::Fixed(-2000), Duration::ThisTurn) },
            },
        ),
        ab(
            ch("TST-011", "Deck Mechanic", Red, 2, 3000, 1000),
            Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: true, cost: vec![Cost::RestDon(1)], effect: draw1.clone() },
        ),
        ab(
            ch("TST-012", "Night Guard", Green, 3, 3000, 1000),
            Ability::Permanent { conditions: vec![Condition::OpponentsTurn], effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::Fixed(1000)) } },
        ),
        ab(ch("TST-013", "Last Word", Red, 2, 2000, 1000), auto(When::OnKo, draw1.clone())),
        ab(
            ch("TST-014", "Iron Wall", Green, 4, 5000, 0),
            Ability::Replacement {
                event: Replaceable::WouldBeKoed { target: StaticTarget::This, cause: None },
                conditions: vec![],
                once_per_turn: false,
                optional: true,
                instead: Effect::SetDon { side: Side::You, count: 1, up_to: false, rested: true },
            },
        ),
        ab(
            ch("TST-015", "Scout Captain", Red, 2, 2000, 1000),
            auto(
                When::OnPlay,
                Effect::Search {
                    look: 5,
                    filter: Filter { traits: vec![CREW.into()], name_not: Some("Scout Captain".into()), ..Filter::any() },
                    up_to: 1,
                    pick_to: PickTo::Hand,
                    rest: RestTo::BottomAnyOrder,
                    reveal: false,
                },
            ),
        ),
        ab(
            ch("TST-016", "Trash Diver", Green, 3, 3000, 1000),
            Ability::Permanent {
                conditions: vec![],
                effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::PerCount { each: 1000, per: 2, of: Counted::YourTrash }) },
            },
        ),
        {
            let mut d = CardDef::vanilla("TST-017", "Sentry Post", CardKind::Stage, Red);
            d.cost = 1;
            d.abilities.push(Ability::Activated {
                timing: ActTiming::ActivateMain,
                conditions: vec![],
                once_per_turn: false,
                cost: vec![Cost::RestThis],
                effect: Effect::Targeted { sel: own_leader_or_char(1), act: Act::Power(Amount::Fixed(1000), Duration::ThisTurn) },
            });
            d
        },
        ab(ch("TST-018", "Night Watch", Red, 1, 1000, 1000), auto(When::EndOfYourTurn, Effect::SetDon { side: Side::You, count: 2, up_to: true, rested: false })),
        ab(
            ch("TST-019", "Alarm Keeper", Green, 2, 2000, 1000),
            Ability::Auto {
                when: When::OnOpponentsAttack,
                conditions: vec![],
                once_per_turn: false,
                optional: false,
                cost: vec![Cost::ReturnDon(1)],
                effect: Effect::Targeted { sel: own_leader_or_char(1), act: Act::Power(Amount::Fixed(2000), Duration::ThisBattle) },
            },
        ),
        ab(kw(ch("TST-020", "Shield Bearer", Green, 3, 4000, 1000), Keyword::Blocker), auto(When::OnBlock, draw1.clone())),
        ab(
            ch("TST-021", "Stubborn Cook", Red, 2, 3000, 1000),
            Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeKoedInBattle) } },
        ),
        ab(
            ch("TST-022", "Tide Caller", Green, 4, 5000, 0),
            auto(When::OnPlay, Effect::Targeted { sel: Selector::up_to(1, Side::Either, Targetable::Character, Filter { cost_max: Some(3), not_this: true, ..Filter::any() }), act: Act::ReturnToHand }),
        ),
        ab(
            ch("TST-023", "Anchor Dropper", Red, 3, 4000, 1000),
            auto(When::OnPlay, Effect::Targeted { sel: Selector::up_to(1, Side::Either, Targetable::Character, Filter { cost_max: Some(2), not_this: true, ..Filter::any() }), act: Act::ToDeckBottom }),
        ),
        {
            let mut d = ab(ch("TST-024", "Sleep Dart", Green, 2, 2000, 1000), auto(When::OnPlay, Effect::Targeted { sel: opp_chars(1, Filter::cost_at_most(4)), act: Act::Rest }));
            d.trigger = Some(Effect::PlayThis { rested: false });
            d
        },
        ab(
            ch("TST-025", "Choice Maker", Red, 3, 3000, 1000),
            auto(When::OnPlay, Effect::ChooseOne { by: Side::You, options: vec![draw1.clone(), Effect::Targeted { sel: opp_chars(1, Filter::any()), act: Act::Power(Amount::Fixed(-1000), Duration::ThisTurn) }] }),
        ),
        ab(
            ch("TST-026", "Bold Gambler", Green, 2, 2000, 1000),
            auto(When::OnPlay, Effect::MayPay { cost: vec![Cost::TrashFromHand { count: 1, filter: Filter::any() }], then: Box::new(Effect::Draw { amount: Amount::Fixed(2), up_to: false }) }),
        ),
        ab(
            ch("TST-027", "Life Keeper", Red, 3, 3000, 1000),
            auto(When::OnPlay, Effect::If(Condition::LeaderHasTrait(CREW.into()), Box::new(Effect::MoveTop { side: Side::You, from: Pile::Deck, count: 1, up_to: true, to: Dest::Life { face_up: false } }))),
        ),
        ab(
            ch("TST-028", "Don Fetcher", Green, 2, 2000, 1000),
            auto(
                When::OnPlay,
                Effect::Seq(vec![Effect::AddDon { count: 1, rested: true }, Effect::GiveRestedDon { count: 1, to: own_leader_or_char(1) }]),
            ),
        ),
        ab(
            ch("TST-029", "Fallen Reviver", Red, 4, 4000, 0),
            auto(When::OnPlay, Effect::Play { from: PlayFrom::Trash, filter: Filter { traits: vec![CREW.into()], cost_max: Some(2), kind: Some(CardKind::Character), ..Filter::any() }, up_to: 1, rested: true }),
        ),
        {
            let mut d = ev("TST-030", "Guard Up", Red, 1, ActTiming::Counter, Effect::Targeted { sel: own_leader_or_char(1), act: Act::Power(Amount::Fixed(4000), Duration::ThisBattle) });
            d.trigger = Some(Effect::Draw { amount: Amount::Fixed(1), up_to: false });
            d
        },
        {
            let mut d = ev("TST-031", "Sudden Strike", Green, 2, ActTiming::Main, Effect::Targeted { sel: opp_chars(1, Filter::cost_at_most(4)), act: Act::Ko });
            d.trigger = Some(Effect::Targeted { sel: opp_chars(1, Filter::cost_at_most(4)), act: Act::Ko });
            d
        },
        ev(
            "TST-032",
            "Fresh Orders",
            Red,
            1,
            ActTiming::Main,
            Effect::Seq(vec![Effect::Draw { amount: Amount::Fixed(2), up_to: false }, Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to: Dest::Trash }]),
        ),
        ev(
            "TST-033",
            "Clear Path",
            Green,
            1,
            ActTiming::Main,
            Effect::Seq(vec![
                Effect::Restrict { side: Side::Opponent, what: PlayerRestriction::ActivateBlocker, duration: Duration::ThisTurn },
                Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Grant(Keyword::Rush, Duration::ThisTurn) },
            ]),
        ),
        ev("TST-034", "Drain Power", Green, 2, ActTiming::Main, Effect::Targeted { sel: opp_chars(1, Filter::any()), act: Act::SetPowerZero(Duration::ThisTurn) }),
        {
            let mut d = ch("TST-035", "Life Spark", Red, 1, 1000, 1000);
            d.trigger = Some(Effect::Draw { amount: Amount::Fixed(1), up_to: false });
            d
        },
        ab(
            ch("TST-036", "Wake Caller", Green, 2, 2000, 1000),
            auto(When::OnPlay, Effect::IfDone(Box::new(Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: true, filter: Filter::any(), to: Dest::Trash }), Box::new(Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::SetActive }))),
        ),
        ab(
            ch("TST-037", "Grave Watcher", Red, 2, 2000, 1000),
            Ability::Auto { when: When::CharacterKoed(Side::Opponent), conditions: vec![Condition::YourTurn], once_per_turn: true, optional: false, cost: vec![], effect: Effect::Draw { amount: Amount::Fixed(1), up_to: false } },
        ),
        ab(
            ch("TST-038", "Don Spender", Green, 2, 3000, 1000),
            Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![Cost::ReturnDon(1)], effect: Effect::Targeted { sel: Selector::this(), act: Act::Grant(Keyword::DoubleAttack, Duration::ThisTurn) } },
        ),
        ab(
            ch("TST-039", "Life Reader", Red, 1, 1000, 1000),
            auto(When::OnPlay, Effect::Seq(vec![Effect::Look { side: Side::You, from: Pile::Life, count: None, reveal: false }, Effect::TurnLifeFaceUp { count: 1 }, Effect::MoveTop { side: Side::You, from: Pile::Life, count: 1, up_to: false, to: Dest::Hand }])),
        ),
        ab(
            ch("TST-040", "Fog Wall", Green, 3, 4000, 1000),
            Ability::Permanent { conditions: vec![Condition::YourTurn], effect: Continuous { target: StaticTarget::YourCharacters(Filter { not_this: true, ..Filter::any() }), modifier: Modifier::Power(Amount::Fixed(1000)) } },
        ),
        ch("TST-041", "Heavy Hauler", Green, 9, 9000, 0),
        ab(ch("TST-042", "Parting Gift", Red, 2, 3000, 1000), auto(When::LeavesField, draw1.clone())),
        ev("TST-043", "Hush Order", Green, 1, ActTiming::Main, Effect::Targeted { sel: opp_chars(1, Filter::any()), act: Act::Negate(Duration::ThisTurn) }),
        ev("TST-044", "Titan Draught", Red, 2, ActTiming::Main, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::SetBasePower(7000, Duration::ThisTurn) }),
        ab(
            ch("TST-045", "Cheering Crowd", Green, 2, 2000, 1000),
            auto(When::YouActivateEvent, Effect::Targeted { sel: Selector::your_leader(), act: Act::Power(Amount::Fixed(1000), Duration::ThisTurn) }),
        ),
        {
            let mut d = ch("TST-090", "Blue Tinker", Blue, 1, 2000, 1000);
            d.traits.clear();
            d
        },
        ev("TST-091", "Stowaway Notice", Red, 0, ActTiming::Main, Effect::MoveChosen { side: Side::Opponent, from: Pile::Hand, by: Side::Opponent, count: 1, up_to: false, filter: Filter::any(), to: Dest::Trash }),
    ]
}

/// The test card database.
pub fn card_db() -> CardDb {
    CardDb::from_defs(cards())
}

fn deck(pairs: &[(&str, usize)]) -> Vec<String> {
    pairs.iter().flat_map(|(n, k)| std::iter::repeat_n(n.to_string(), *k)).collect()
}

/// Legal 50-card test decks (5-1-2) using every test mechanic between them.
pub fn deck_a() -> DeckList {
    DeckList {
        leader: "TST-L01".into(),
        main: deck(&[
            ("TST-001", 4), ("TST-002", 4), ("TST-003", 4), ("TST-004", 4), ("TST-008", 4), ("TST-009", 4),
            ("TST-011", 4), ("TST-013", 4), ("TST-015", 4), ("TST-024", 4), ("TST-030", 4), ("TST-031", 4),
            ("TST-017", 1), ("TST-032", 1),
        ]),
    }
}

pub fn deck_b() -> DeckList {
    DeckList {
        leader: "TST-L02".into(),
        main: deck(&[
            ("TST-005", 4), ("TST-006", 4), ("TST-007", 4), ("TST-010", 4), ("TST-012", 4), ("TST-014", 4),
            ("TST-016", 4), ("TST-020", 4), ("TST-022", 4), ("TST-026", 4), ("TST-028", 4), ("TST-030", 4),
            ("TST-034", 2),
        ]),
    }
}

/// A third legal deck with the remaining mechanics.
pub fn deck_c() -> DeckList {
    DeckList {
        leader: "TST-L04".into(),
        main: deck(&[
            ("TST-018", 4), ("TST-019", 4), ("TST-042", 2), ("TST-043", 2), ("TST-023", 4), ("TST-025", 4), ("TST-027", 4),
            ("TST-029", 4), ("TST-033", 4), ("TST-044", 2), ("TST-045", 2), ("TST-036", 4), ("TST-037", 4), ("TST-038", 4),
            ("TST-039", 1), ("TST-040", 1),
        ]),
    }
}

/// A mono-red deck under TST-L03's deck-construction rules (ten TST-001, nothing of cost 4+)
/// and its start-of-game effect.
pub fn deck_d() -> DeckList {
    DeckList {
        leader: "TST-L03".into(),
        main: deck(&[
            ("TST-001", 10), ("TST-002", 4), ("TST-003", 4), ("TST-008", 4), ("TST-009", 4), ("TST-011", 4),
            ("TST-013", 4), ("TST-015", 4), ("TST-018", 4), ("TST-021", 4), ("TST-030", 4),
        ]),
    }
}

/// All legal test decks.
pub fn decks() -> Vec<DeckList> {
    vec![deck_a(), deck_b(), deck_c(), deck_d()]
}

/// A valid setup with the given decks and seed.
pub fn setup_with(a: DeckList, b: DeckList, seed: u64) -> GameSetup {
    GameSetup { cards: card_db(), decks: ByPlayer::new(a, b), seed, options: SetupOptions::default() }
}

/// A valid setup (deck A vs deck B).
pub fn setup(seed: u64) -> GameSetup {
    setup_with(deck_a(), deck_b(), seed)
}

#[derive(Clone, Debug, Default)]
struct SeatSpec {
    leader: String,
    hand: Vec<String>,
    chars: Vec<(String, bool, u8, bool)>,
    stage: Option<String>,
    life: Vec<(String, bool)>,
    deck: Vec<String>,
    trash: Vec<String>,
    don_active: u8,
    don_rested: u8,
    leader_don: u8,
    leader_rested: bool,
}

/// Builds a game directly in a chosen position (main phase of a chosen turn) for rule tests.
///
/// Defaults: leaders TST-L01 (A) and TST-L02 (B), 10 vanilla cards in each deck, no life,
/// no DON!! on the field, turn 3 with seat A to play.
#[derive(Clone, Debug)]
pub struct Scenario {
    db: CardDb,
    seats: ByPlayer<SeatSpec>,
    turn: u32,
    turn_player: Seat,
    seed: u64,
}

impl Default for Scenario {
    fn default() -> Self {
        Self::new()
    }
}

impl Scenario {
    pub fn new() -> Self {
        let spec = |l: &str| SeatSpec { leader: l.into(), deck: vec!["TST-001".into(); 10], ..SeatSpec::default() };
        Scenario { db: card_db(), seats: ByPlayer::new(spec("TST-L01"), spec("TST-L02")), turn: 3, turn_player: Seat::A, seed: 1 }
    }
    /// Add or replace card definitions (for one-off test cards).
    pub fn card(mut self, def: CardDef) -> Self {
        self.db.insert(def);
        self
    }
    pub fn leader(mut self, seat: Seat, number: &str) -> Self {
        self.seats[seat].leader = number.into();
        self
    }
    pub fn leader_don(mut self, seat: Seat, n: u8) -> Self {
        self.seats[seat].leader_don = n;
        self
    }
    pub fn leader_rested(mut self, seat: Seat) -> Self {
        self.seats[seat].leader_rested = true;
        self
    }
    pub fn hand(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].hand.extend(numbers.iter().map(|s| s.to_string()));
        self
    }
    /// Characters on the field, active, able to attack.
    pub fn field(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].chars.extend(numbers.iter().map(|s| (s.to_string(), false, 0, false)));
        self
    }
    /// Rested characters.
    pub fn field_rested(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].chars.extend(numbers.iter().map(|s| (s.to_string(), true, 0, false)));
        self
    }
    /// Characters played this turn.
    pub fn field_new(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].chars.extend(numbers.iter().map(|s| (s.to_string(), false, 0, true)));
        self
    }
    /// A character with `don` DON!! attached (taken from the DON!! deck).
    pub fn field_with_don(mut self, seat: Seat, number: &str, don: u8) -> Self {
        self.seats[seat].chars.push((number.to_string(), false, don, false));
        self
    }
    pub fn stage(mut self, seat: Seat, number: &str) -> Self {
        self.seats[seat].stage = Some(number.into());
        self
    }
    /// Life cards, bottom first, face down.
    pub fn life(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].life.extend(numbers.iter().map(|s| (s.to_string(), false)));
        self
    }
    /// Life cards put on top of those already given, face up.
    pub fn life_face_up(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].life.extend(numbers.iter().map(|s| (s.to_string(), true)));
        self
    }
    /// Deck, bottom first (the last is the top card). Replaces the default deck.
    pub fn deck(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].deck = numbers.iter().map(|s| s.to_string()).collect();
        self
    }
    pub fn trash(mut self, seat: Seat, numbers: &[&str]) -> Self {
        self.seats[seat].trash.extend(numbers.iter().map(|s| s.to_string()));
        self
    }
    /// DON!! in the cost area (the rest stay in the DON!! deck).
    pub fn don(mut self, seat: Seat, active: u8, rested: u8) -> Self {
        self.seats[seat].don_active = active;
        self.seats[seat].don_rested = rested;
        self
    }
    pub fn turn(mut self, turn: u32, seat: Seat) -> Self {
        self.turn = turn;
        self.turn_player = seat;
        self
    }
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// The game at the start of the turn player's main phase (before any action).
    pub fn build(self) -> Game {
        let setup = GameSetup {
            cards: self.db.clone(),
            decks: ByPlayer::from_fn(|s| DeckList { leader: self.seats[s].leader.clone(), main: Vec::new() }),
            seed: self.seed,
            options: SetupOptions::default(),
        };
        let mut g = Game::from_setup_unchecked(setup);
        for seat in Seat::BOTH {
            let spec = self.seats[seat].clone();
            let leader = g.st.zones[seat].leader;
            g.st.objs[leader as usize].don = spec.leader_don;
            g.st.objs[leader as usize].rested = spec.leader_rested;
            let mut used_don = spec.don_active.saturating_add(spec.don_rested).saturating_add(spec.leader_don);
            for n in &spec.deck { g.add_obj(seat, n, Zone::Deck); }
            for n in &spec.hand { g.add_obj(seat, n, Zone::Hand); }
            for n in &spec.trash { g.add_obj(seat, n, Zone::Trash); }
            for (n, up) in &spec.life {
                let s = g.add_obj(seat, n, Zone::Life);
                g.st.objs[s as usize].face_up = *up;
            }
            for (n, rested, don, new) in &spec.chars {
                let s = g.add_obj(seat, n, Zone::Character);
                let o = &mut g.st.objs[s as usize];
                o.rested = *rested;
                o.don = *don;
                o.played_turn = if *new { self.turn } else { 0 };
                used_don = used_don.saturating_add(*don);
            }
            if let Some(n) = &spec.stage { g.add_obj(seat, n, Zone::Stage); }
            let z = &mut g.st.zones[seat];
            z.don_active = spec.don_active;
            z.don_rested = spec.don_rested;
            z.don_deck = 10u8.saturating_sub(used_don);
        }
        g.st.turn = self.turn;
        g.st.turn_player = self.turn_player;
        g.st.first_player = if self.turn % 2 == 1 { self.turn_player } else { self.turn_player.other() };
        g.st.started = true;
        g.st.flow = Flow::Main;
        g.st.pending = None;
        g.legal_cache.borrow_mut().invalidate();
        g.run();
        g
    }
}

impl Game {
    /// A game object without deck validation or setup steps (Scenario only): leaders only.
    pub(crate) fn from_setup_unchecked(setup: GameSetup) -> Game {
        let mut g = Game::construct(setup);
        g.st.max_turns = 10_000;
        g.st.max_actions = 1_000_000;
        g
    }

    fn add_obj(&mut self, seat: Seat, number: &str, zone: Zone) -> u16 {
        let def = self.db.id_of(number).unwrap_or(crate::card::DefId(0));
        let slot = self.st.objs.len() as u16;
        let statics = self.has_static.get(def.0 as usize).copied().unwrap_or(true);
        self.st.objs.push(crate::state::Obj { def, owner: seat, id: CardId(0), zone, rested: false, don: 0, played_turn: 0, face_up: false, statics });
        if statics && zone.is_field() {
            self.st.field_statics[seat] = self.st.field_statics[seat].saturating_add(1);
        }
        self.st.new_id(slot);
        let z = &mut self.st.zones[seat];
        match zone {
            Zone::Deck => z.deck.push(slot),
            Zone::Hand => z.hand.push(slot),
            Zone::Trash => z.trash.push(slot),
            Zone::Life => z.life.push(slot),
            Zone::Character => z.chars.push(slot),
            Zone::Stage => z.stage = Some(slot),
            Zone::Leader | Zone::Resolving => {}
        }
        slot
    }
}
