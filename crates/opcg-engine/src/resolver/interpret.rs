//! The effect interpreter: the work stack's steps (`exec`), each effect's resolution (`eff`), the
//! K.O. / leave-field / damage choke points where replacement effects happen, and the moves an
//! effect makes.

use super::*;

impl Game {
    /// Execute one unit of work.
    pub(crate) fn exec(&mut self, w: Work) {
        match w {
            Work::Eff(e, ctx) => self.eff(*e, ctx),
            Work::IfOk(e, ctx) => if self.st.last_ok { self.st.work.push(Work::Eff(e, ctx)) },
            Work::CostBegin => {
                self.st.cost_ok = true;
                self.st.paying_cost = true;
            }
            Work::Cost(c, ctx) => self.pay(*c, ctx),
            Work::AfterCost(e, ctx) => {
                self.st.paying_cost = false;
                if self.st.cost_ok { self.st.work.push(Work::Eff(e, ctx)) } else { self.st.last_ok = false }
            }
            Work::Ko { target, cause, by, used, joint } => self.ko(target, cause, by, used, joint),
            Work::Leave { target, to, bottom, by, used } => self.leave_field(target, to, bottom, by, used),
            Work::FaceUpInLife(slot) => {
                if self.st.obj(slot).zone == Zone::Life && !self.st.obj(slot).face_up {
                    self.st.objs[slot as usize].face_up = true;
                    let (owner, cr) = (self.st.obj(slot).owner, self.cref(slot));
                    self.log(Event::LifeTurnedFaceUp { seat: owner, card: cr });
                }
            }
            Work::Damage { seat, remaining, first, banish } => self.damage(seat, remaining, first, banish),
            Work::ToTrashAfter(slot) => if self.st.obj(slot).zone == Zone::Resolving { self.move_obj(slot, Zone::Trash, false); },
            Work::DrawUpTo { remaining, ctx } => {
                if remaining > 0 && !self.st.zones[ctx.controller].deck.is_empty() {
                    self.ask(ctx.controller, DecisionKind::YesNo { prompt: Prompt::DrawAnother, source: Some(ctx.source), effect: None }, Cont::DrawUpTo { remaining, ctx });
                }
            }
            Work::ToLifeUpTo { remaining, face_up, added, ctx } => {
                if remaining > 0 && !self.st.zones[ctx.controller].deck.is_empty() {
                    let kind = DecisionKind::YesNo { prompt: Prompt::AddToLife, source: Some(ctx.source), effect: None };
                    self.ask(ctx.controller, kind, Cont::ToLifeUpTo { remaining, face_up, added, ctx });
                } else {
                    self.st.last_ok = added > 0;
                }
            }
            Work::PlaceRest { cards, to, seat } => self.place_rest(cards, to, seat),
            Work::PlayObj { slot, rested, ctx } => self.play_obj(slot, rested, ctx),
            Work::ReturnDonMore { ctx } => {
                if self.st.cost_ok && self.st.don_on_field(ctx.controller) > 0 {
                    let kind = DecisionKind::YesNo { prompt: Prompt::ReturnAnotherDon, source: Some(ctx.source), effect: None };
                    self.ask(ctx.controller, kind, Cont::ReturnDonMore { ctx });
                }
            }
        }
    }

    pub(super) fn place_rest(&mut self, mut cards: Vec<u16>, to: RestTo, seat: Seat) {
        cards.retain(|&s| self.st.obj(s).zone == Zone::Deck);
        match to {
            RestTo::Trash => for s in cards { self.move_obj(s, Zone::Trash, false); },
            // the player picks the cards for the bottom; the others go back on top
            RestTo::TopOrBottom => if !cards.is_empty() {
                let c = cards.clone();
                self.ask_cards(seat, Prompt::ToDeckBottom, &c, 0, c.len(), None, Cont::ArrangeTop { looked: cards, seat });
            },
            _ if cards.len() <= 1 => {
                for s in cards { self.move_obj(s, Zone::Deck, to == RestTo::BottomAnyOrder); }
            }
            _ => {
                let c = cards.clone();
                self.ask_cards(seat, Prompt::NextToPlace, &c, 1, 1, None, Cont::PlaceRest { cards, to, seat });
            }
        }
    }

    /// Play a card onto the field by an effect or from hand (3-7-6-1, 3-8-5-1).
    pub(crate) fn play_obj(&mut self, slot: u16, rested: bool, ctx: Ctx) {
        let owner = self.st.obj(slot).owner;
        match self.def_at(slot).kind {
            CardKind::Character => {
                if self.st.zones[owner].chars.len() >= 5 {
                    let c = self.st.zones[owner].chars.clone();
                    self.ask_cards(owner, Prompt::CharacterToMakeRoom, &c, 1, 1, Some(&ctx), Cont::MakeRoom { incoming: slot, rested, ctx });
                    return;
                }
                let by_character = self.db.get(ctx.def).kind == CardKind::Character;
                self.put_character(slot, rested, by_character);
            }
            CardKind::Stage => {
                if let Some(old) = self.st.zones[owner].stage {
                    self.move_obj(old, Zone::Trash, false);
                }
                self.move_obj(slot, Zone::Stage, false);
                self.next_batch();
                // the [On Play] abilities, unless negated (asked only with a negation or a player's
        // restriction in force)
        if !((self.negates_statically || !self.st.pmods.is_empty()) && self.on_play_off(owner, slot)) {
            self.detect(owner, Some(slot), |w| *w == When::OnPlay);
        }
                self.st.last_ok = true;
            }
            _ => self.st.last_ok = false,
        }
    }

    /// A Character card enters its owner's Character area, played (`by_character`: by the
    /// effect of a Character card): the one place a Character is played, which finds the timings
    /// of a play.
    pub(crate) fn put_character(&mut self, slot: u16, rested: bool, by_character: bool) {
        let owner = self.st.obj(slot).owner;
        let from_hand = self.st.obj(slot).zone == Zone::Hand;
        self.move_obj(slot, Zone::Character, false);
        if rested || (self.plays_rested && self.played_rested(slot)) { self.st.objs[slot as usize].rested = true; }
        self.next_batch();
        // the [On Play] abilities, unless negated (asked only with a negation or a player's
        // restriction in force)
        if !((self.negates_statically || !self.st.pmods.is_empty()) && self.on_play_off(owner, slot)) {
            self.detect(owner, Some(slot), |w| *w == When::OnPlay);
        }
        // At most leader + 6 characters (before the 5-card rule) + stage: no allocation.
        let mut others = [0u16; 8];
        let mut n = 0;
        for s in self.st.field_slots(owner) {
            if s != slot && n < others.len() {
                others[n] = s;
                n += 1;
            }
        }
        for &s in &others[..n] { self.detect(owner, Some(s), |w| *w == When::YouPlayCharacter); }
        if self.event_timings & When::EVENT_PLAYED != 0 {
            self.detect_played(owner, slot, from_hand, by_character);
        }
        self.st.last_ok = true;
    }

    /// The timings of [`When::EVENT_PLAYED`] for the Character in `slot`, just played by `owner`
    /// (asked only in games with such a timing): "When you play a Character with no base effect
    /// from your hand" on the player's other field cards, for a card from the hand, and "When
    /// your opponent plays a Character with a base cost of 8 or more[, or … using a Character's
    /// effect]" on the opponent's; each filter against the played card's printed card.
    #[cold]
    fn detect_played(&mut self, owner: Seat, slot: u16, from_hand: bool, by_character: bool) {
        let db = self.db.clone();
        let def = db.get(self.st.obj(slot).def);
        if from_hand {
            let others: Vec<u16> = self.st.field_slots(owner).filter(|&s| s != slot).collect();
            for s in others {
                self.detect(owner, Some(s), |w| matches!(w, When::YouPlayCharacterFromHand(f) if filter_matches_def(f, def)));
            }
        }
        self.detect(owner.other(), None, |w| {
            matches!(w, When::OpponentPlaysCharacter { filter, or_by_character_effect } if filter_matches_def(filter, def) || (*or_by_character_effect && by_character))
        });
    }

    /// "When your {T} type Character is removed from the field by your opponent's effect or
    /// K.O.'d" for `owner`'s Character in `slot` (K.O.'d, or moved off the field by the
    /// opponent's effect): its printed card against each such timing's filter (asked only in
    /// games with a timing of [`When::EVENT_REMOVED`]).
    #[cold]
    fn detect_own_character_gone(&mut self, owner: Seat, slot: u16) {
        let db = self.db.clone();
        let def = db.get(self.st.obj(slot).def);
        self.detect(owner, None, |w| matches!(w, When::YourCharacterKoedOrRemovedByOpponent(f) if filter_matches_def(f, def)));
    }

    /// "add N cards from the top or bottom of your Life cards to your hand" (a cost): one card at
    /// a time, the player picking the top or the bottom one.
    pub(super) fn life_top_or_bottom(&mut self, remaining: u8, ctx: Ctx, to: Zone) {
        let seat = ctx.controller;
        if remaining == 0 { return; }
        let life = &self.st.zones[seat].life;
        let (Some(&top), Some(&bottom)) = (life.last(), life.first()) else { self.st.cost_ok = false; return };
        if top == bottom {
            self.move_obj(top, to, false);
            self.life_top_or_bottom(remaining - 1, ctx, to);
            return;
        }
        // Life is face down: the player chooses a place, not a card they cannot see (3-10).
        let kind = DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::TopOrBottom };
        self.ask(seat, kind, Cont::LifeTopOrBottom { remaining, ctx, to });
    }

    /// The active Leader and Stage of `seat` matching `filter` (a rest cost).
    /// Both players' Stages with a cost of exactly `cost` (live cost).
    pub(super) fn stages_costing(&self, cost: i32) -> Vec<u16> {
        let f = Filter { cost_min: Some(cost), cost_max: Some(cost), ..Filter::any() };
        Seat::BOTH.iter().filter_map(|&seat| self.st.zones[seat].stage).filter(|&s| self.filter_live(&f, s, true)).collect()
    }

    /// `seat`'s active Leader, Characters and Stage named `name` (live names: 2-1-3), for
    /// "rest N of your [Name] cards" (`or_leader`: the active Leader whatever its name, "rest
    /// your Leader or 1 [Name]").
    pub(super) fn named_to_rest(&self, seat: Seat, name: &str, or_leader: bool) -> Vec<u16> {
        let z = &self.st.zones[seat];
        let f = Filter { name: Some(NameMatch::Exact(name.to_string())), ..Filter::any() };
        std::iter::once(z.leader)
            .chain(z.chars.iter().copied())
            .chain(z.stage)
            .filter(|&s| {
                !self.st.obj(s).rested && !self.prohibited(s, Prohibition::BeRested) && ((or_leader && s == z.leader) || self.filter_live(&f, s, true))
            })
            .collect()
    }

    /// The Leader and Characters of `seat` named `name` (DON!! go to a Leader or a Character).
    pub(super) fn named_don_receivers(&self, seat: Seat, name: &str) -> Vec<u16> {
        let z = &self.st.zones[seat];
        let f = Filter { name: Some(NameMatch::Exact(name.to_string())), ..Filter::any() };
        std::iter::once(z.leader).chain(z.chars.iter().copied()).filter(|&s| self.filter_live(&f, s, true)).collect()
    }

    pub(super) fn leader_or_stage(&self, seat: Seat, filter: &Filter) -> Vec<u16> {
        let z = &self.st.zones[seat];
        std::iter::once(z.leader)
            .chain(z.stage)
            .filter(|&s| !self.st.obj(s).rested && !self.prohibited(s, Prohibition::BeRested) && self.filter_live(filter, s, true))
            .collect()
    }

    /// Is `card` in the battle under way against a Leader (the attacking or the attacked one)?
    pub(super) fn battling_a_leader(&self, card: CardId) -> bool {
        let Some(b) = self.st.battle.as_ref() else { return false };
        let other = if b.attacker == card { b.target } else if b.target == card { b.attacker } else { return false };
        self.st.slot_of(other).is_some_and(|s| self.st.obj(s).zone == Zone::Leader)
    }

    /// Is the other card of `card`'s battle under way one with `attribute` (a Character, when
    /// `characters`)? For "cannot be K.O.'d in battle by <X> attribute cards / Characters".
    fn battling_attribute(&self, card: CardId, attribute: crate::card::Attribute, characters: bool) -> bool {
        let Some(b) = self.st.battle.as_ref() else { return false };
        let other = if b.attacker == card { b.target } else if b.target == card { b.attacker } else { return false };
        let Some(os) = self.st.slot_of(other) else { return false };
        (!characters || self.st.obj(os).zone == Zone::Character) && filter_matches_def(&Filter { attribute: Some(attribute), ..Filter::any() }, self.def_at(os))
    }

    /// "Once per turn, this Character cannot be K.O.'d by your opponent's effects" (ターンに1回、
    /// 相手の効果でKOされない): the first permanent of that kind on `slot` not yet used this turn
    /// is used (its (source, ability) key joins `once_used`, cleared at each turn's end like
    /// \[Once Per Turn\]) and the K.O. is prevented; with every one used, it is not.
    #[cold]
    #[inline(never)]
    fn once_ko_shield(&mut self, slot: u16) -> bool {
        if self.unmodified(None) {
            return false;
        }
        let mut key = None;
        self.each_static(|src, ctl, c| {
            if key.is_none() && matches!(c.modifier, Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffectsOncePerTurn)) && self.static_targets(&c.target, src, ctl, slot) {
                let index = self.def_at(src).abilities.iter().position(|ab| matches!(ab, Ability::Permanent { effect, .. } if std::ptr::eq(effect, c)));
                let k = (self.st.obj(src).id, index.unwrap_or(0) as u8);
                if !self.st.once_used.contains(&k) {
                    key = Some(k);
                }
            }
        });
        let Some(k) = key else { return false };
        self.st.once_used.push(k);
        true
    }

    /// The K.O. choke point (10-2-1): prohibitions, replacement effects (8-1-3-4), On K.O.
    /// detection on the field, then the move to the trash (10-2-17).
    pub(super) fn ko(&mut self, target: CardId, cause: KoCause, by: Seat, used: Vec<(CardId, u8)>, joint: bool) {
        let Some(slot) = self.st.slot_of(target) else { self.st.last_ok = false; return };
        if self.st.obj(slot).zone != Zone::Character { self.st.last_ok = false; return; }
        // the prohibitions (1-3-3), in one pass over what modifies the table
        let by_opponent = cause == KoCause::Effect && by != self.st.obj(slot).owner;
        let blocked = self.prohibited_any(slot, |p| match p {
            Prohibition::BeKoed => true,
            Prohibition::BeKoedInBattle => cause == KoCause::Battle,
            Prohibition::BeKoedInBattleByLeaders => cause == KoCause::Battle && self.battling_a_leader(target),
            Prohibition::BeKoedByEffects => cause == KoCause::Effect,
            Prohibition::BeKoedByOpponentsEffects | Prohibition::BeRemovedByOpponentsEffects => by_opponent,
            Prohibition::BeKoedInBattleByAttribute { attribute, characters } => cause == KoCause::Battle && self.battling_attribute(target, attribute, characters),
            // the once-per-turn one is a use, taken below only when nothing else prevents the K.O.
            Prohibition::BeKoedByOpponentsEffectsOncePerTurn => false,
            Prohibition::Attack | Prohibition::AttackLeaderOnPlayedTurn | Prohibition::AttackCharactersBaseCostAtMost(_) | Prohibition::Block | Prohibition::BeRested | Prohibition::BeRestedByOpponentsEffects | Prohibition::BeSetActive | Prohibition::BecomeActiveInRefreshPhases | Prohibition::BePlayedByEffects => false,
        });
        if blocked || (by_opponent && self.limited_prohibitions && self.once_ko_shield(slot)) { self.st.last_ok = false; return; }
        let owner = self.st.obj(slot).owner;
        let applies = |g: &Game, event: &Replaceable, src: u16, sctl: Seat| match event {
            Replaceable::WouldBeKoed { target: t, cause: c } => c.is_none_or(|c| c == cause) && g.static_targets(t, src, sctl, slot),
            Replaceable::WouldLeaveFieldByOpponentsEffect { target: t } | Replaceable::WouldBeKoedByOpponentsEffect { target: t } => {
                cause == KoCause::Effect && by != sctl && g.static_targets(t, src, sctl, slot)
            }
            // a K.O. moves the card off the field (whatever its cause)
            Replaceable::WouldLeaveField { target: t } | Replaceable::WouldBeKoedOrRemovedByOpponentsEffect { target: t } => g.static_targets(t, src, sctl, slot),
        };
        if self.replace(slot, &used, applies, |used| Work::Ko { target, cause, by, used, joint }) {
            return;
        }
        // K.O.: On K.O. abilities check their conditions on the field (10-2-17-1).
        let (def, don) = { let o = self.st.obj(slot); (o.def, o.don) };
        let _ = don;
        let mut onko: Vec<u8> = Vec::new();
        for (i, ab) in self.db.get(def).abilities.iter().enumerate() {
            if let Ability::Auto { when, conditions, .. } = ab {
                // [On K.O.], and "When this Character is K.O.'d [by (your opponent's) effect]"
                let fits = match when {
                    When::OnKo => true,
                    When::ThisKoed { effect, opponent } => (!effect || cause == KoCause::Effect) && (!opponent || (cause == KoCause::Effect && by != owner)),
                    _ => false,
                };
                if fits && self.conds_ok(conditions, owner, Some(slot)) { onko.push(i as u8); }
            }
        }
        let cr = self.cref(slot);
        self.log(Event::Koed { card: cr, cause });
        if !joint {
            self.next_batch();
        }
        // "When your / your opponent's / a Character is K.O.'d" (a Character: either player's)
        self.detect(owner, None, |w| matches!(w, When::CharacterKoed(Side::You | Side::Either)));
        self.detect(owner.other(), None, |w| matches!(w, When::CharacterKoed(Side::Opponent | Side::Either)));
        if self.event_timings & When::EVENT_REMOVED != 0 {
            if cause == KoCause::Effect { self.detect(by, None, |w| *w == When::CharacterRemovedByYourEffect); }
            self.detect_own_character_gone(owner, slot);
        }
        if cause == KoCause::Battle && self.event_timings & When::EVENT_BATTLE_KO != 0 {
            // "When this Character battles and K.O.'s your opponent's Character": the other card
            // of the battle (7-1-4-1-2)
            let other = self.st.battle.as_ref().and_then(|b| if b.target == target { Some(b.attacker) } else if b.attacker == target { Some(b.target) } else { None });
            if let Some(s) = other.and_then(|c| self.st.slot_of(c)) {
                let seat = self.st.obj(s).owner;
                if seat != owner { self.detect(seat, Some(s), |w| *w == When::KosInBattle); }
            }
        }
        let new_id = self.move_obj(slot, Zone::Trash, false);
        let batch = self.st.batch;
        for i in onko {
            self.st.triggers.push(PendingTrigger { batch, controller: owner, source: new_id, def, ability: i, from_trash: true });
        }
        self.st.last_ok = true;
    }

    /// The replacement choke point (8-1-3-4): the first replacement effect that `applies` to the
    /// event about `slot`, in the order of 8-1-3-4-2 (the affected card's own, then the turn
    /// player's, then the other player's), not yet used in this chain (8-1-3-4-1), whose
    /// "instead" part can be done (8-1-3-4-5). An optional one asks its controller; declining
    /// re-runs the event (`redo`) with it marked used. True when a replacement took over.
    pub(super) fn replace(
        &mut self,
        slot: u16,
        used: &[(CardId, u8)],
        applies: impl Fn(&Game, &Replaceable, u16, Seat) -> bool,
        redo: impl FnOnce(Vec<(CardId, u8)>) -> Work,
    ) -> bool {
        let tp = self.st.turn_player;
        let mut order: Vec<u16> = vec![slot];
        for seat in [tp, tp.other()] {
            order.extend(self.st.field_slots(seat).filter(|&s| s != slot));
        }
        let mut found = None;
        // "you may add it to the top of your Life cards face-down instead": the replaced card is
        // "it" (`Targetable::Chosen`) for an "instead" part that names it, from the feasibility
        // check (8-1-3-4-5) on; the chosen cards are kept as they were for any other
        let replaced_id = self.st.obj(slot).id;
        let names_it = |e: &Effect| matches!(e, Effect::Targeted { sel, .. } if sel.what == Targetable::Chosen);
        'search: for src in order {
            if self.negated(src) { continue; }
            let o = self.st.obj(src);
            let (sid, sdef, sctl) = (o.id, o.def, o.owner);
            for (i, ab) in self.db.get(sdef).abilities.iter().enumerate() {
                let Ability::Replacement { event, conditions, once_per_turn, optional, instead } = ab else { continue };
                let key = (sid, i as u8);
                if used.contains(&key) || (*once_per_turn && self.st.once_used.contains(&key)) { continue; }
                if !applies(self, event, src, sctl) || !self.conds_ok(conditions, sctl, Some(src)) { continue; }
                let ctx = Ctx { controller: sctl, source: sid, def: sdef };
                let saved = names_it(instead).then(|| std::mem::replace(&mut self.st.chosen, vec![replaced_id]));
                if !self.feasible(instead, &ctx) {
                    if let Some(chosen) = saved { self.st.chosen = chosen; }
                    continue; // 8-1-3-4-5
                }
                found = Some((key, ctx, *optional, *once_per_turn, instead.clone()));
                break 'search;
            }
        }
        let Some((key, ctx, optional, once_per_turn, instead)) = found else { return false };
        let mut used2 = used.to_vec();
        used2.push(key);
        if optional {
            let again = redo(used2);
            self.ask(ctx.controller, DecisionKind::YesNo { prompt: Prompt::Replace, source: Some(ctx.source), effect: Some(Box::new(instead.clone())) }, Cont::Replace { ko: Box::new(again), rep: key, instead: Box::new(instead), ctx });
        } else {
            if once_per_turn { self.st.once_used.push(key); }
            self.replaced(Box::new(instead), ctx);
        }
        true
    }

    /// A replacement effect takes the event's place: its "instead" part resolves, and a cost
    /// being paid by that event is not paid as written, so its effect will not resolve (8-3-1-7).
    /// An "instead" part printed as costs ("you may rest your Leader or 1 \[Name\] instead",
    /// `Effect::MayPay` with nothing after) is paid here, once chosen, with no second question.
    pub(super) fn replaced(&mut self, instead: Box<Effect>, ctx: Ctx) {
        if self.st.paying_cost {
            self.st.cost_ok = false;
        }
        match *instead {
            Effect::MayPay { cost, then } => {
                // not a cost of its own (no CostBegin): an outer cost being paid stays unpaid
                self.st.work.push(Work::Eff(then, ctx));
                for c in cost.into_iter().rev() {
                    self.st.work.push(Work::Cost(Box::new(c), ctx));
                }
            }
            e => self.st.work.push(Work::Eff(Box::new(e), ctx)),
        }
    }

    /// The leave-the-field choke point for effects that move a character or stage off the field
    /// without a K.O. (return to hand, to the deck, trash): replacement effects for "would be
    /// removed from the field by your opponent's effect" apply here as they do for K.O.
    pub(super) fn leave_field(&mut self, target: CardId, to: Zone, bottom: bool, by: Seat, used: Vec<(CardId, u8)>) {
        let Some(slot) = self.st.slot_of(target) else { self.st.last_ok = false; return };
        if !matches!(self.st.obj(slot).zone, Zone::Character | Zone::Stage) { self.st.last_ok = false; return; }
        // "cannot be removed from the field by your opponent's effects" (a prohibition: 1-3-3)
        if by != self.st.obj(slot).owner && self.prohibited(slot, Prohibition::BeRemovedByOpponentsEffects) { self.st.last_ok = false; return; }
        let applies = |g: &Game, event: &Replaceable, src: u16, sctl: Seat| match event {
            Replaceable::WouldLeaveFieldByOpponentsEffect { target: t } | Replaceable::WouldBeKoedOrRemovedByOpponentsEffect { target: t } => by != sctl && g.static_targets(t, src, sctl, slot),
            Replaceable::WouldLeaveField { target: t } => g.static_targets(t, src, sctl, slot),
            Replaceable::WouldBeKoed { .. } | Replaceable::WouldBeKoedByOpponentsEffect { .. } => false,
        };
        if self.replace(slot, &used, applies, |used| Work::Leave { target, to, bottom, by, used }) {
            return;
        }
        let character = self.st.obj(slot).zone == Zone::Character;
        self.move_obj(slot, to, bottom);
        if character && self.event_timings & When::EVENT_REMOVED != 0 {
            // "When a Character is removed from the field by your effect"
            self.detect(by, None, |w| *w == When::CharacterRemovedByYourEffect);
            let owner = self.st.obj(slot).owner;
            if by != owner { self.detect_own_character_gone(owner, slot); }
        }
        self.st.last_ok = true;
    }

    /// Can the "instead" part be done (8-1-3-4-5)?
    pub(super) fn feasible(&self, e: &Effect, ctx: &Ctx) -> bool {
        let z = &self.st.zones[ctx.controller];
        match e {
            Effect::SetDon { side: Side::You, count, rested: true, up_to: false } => z.don_active >= *count,
            Effect::ReturnDon { side: Side::You, count } => self.st.don_on_field(ctx.controller) >= u32::from(*count),
            Effect::MoveChosen { side: Side::You, from: Pile::Hand, count, filter, up_to: false, .. } => {
                z.hand.iter().filter(|&&s| filter_matches_def(filter, self.def_at(s))).count() >= usize::from(*count)
            }
            Effect::MoveTop { side: Side::You, from: Pile::Life | Pile::LifeEnds, count, up_to: false, .. } => z.life.len() >= usize::from(*count),
            // "rest 1 of your opponent's Characters instead": only active ones can be rested
            Effect::Targeted { sel, act } => {
                sel.up_to || sel.all || self.select(sel, ctx).into_iter().filter(|&s| !matches!(act, Act::Rest) || !self.st.obj(s).rested).count() >= usize::from(sel.count)
            }
            Effect::Seq(v) => v.iter().all(|e| self.feasible(e, ctx)),
            Effect::MayPay { cost, .. } => self.can_pay(cost, ctx),
            _ => true,
        }
    }

    /// The damage choke point (4-6, 7-1-4-1-1).
    pub(super) fn damage(&mut self, seat: Seat, remaining: u8, first: bool, banish: bool) {
        if remaining == 0 { return; }
        let Some(top) = self.st.zones[seat].life.last().copied() else {
            if first {
                // 7-1-4-1-1-1 / 1-2-1-1-1: damage decided while the life is 0.
                self.mark_loss(seat);
            }
            return;
        };
        if first { self.log(Event::Damage { seat, amount: remaining }); }
        self.st.work.push(Work::Damage { seat, remaining: remaining - 1, first: false, banish });
        self.next_batch();
        self.detect(seat, None, |w| *w == When::YouTakeDamage);
        if banish {
            self.move_obj(top, Zone::Trash, false);
        } else if self.def_at(top).trigger.is_some() {
            let id = self.st.obj(top).id;
            self.ask(seat, DecisionKind::Trigger { card: id }, Cont::LifeTrigger { slot: top, remaining, banish });
        } else {
            self.move_obj(top, Zone::Hand, false);
        }
    }

    /// Resolve one effect node.
    pub(super) fn eff(&mut self, e: Effect, ctx: Ctx) {
        let seat = ctx.controller;
        self.st.last_ok = true;
        match e {
            Effect::Nothing => {}
            Effect::Seq(v) => for e in v.into_iter().rev() { self.st.work.push(Work::Eff(Box::new(e), ctx)) },
            Effect::IfDone(a, b) => {
                self.st.work.push(Work::IfOk(b, ctx));
                self.st.work.push(Work::Eff(a, ctx));
            }
            Effect::If(c, b) => {
                let src = self.st.slot_of(ctx.source);
                if self.cond_ok(&c, seat, src) { self.st.work.push(Work::Eff(b, ctx)) } else { self.st.last_ok = false }
            }
            Effect::May(b) => self.ask(seat, DecisionKind::YesNo { prompt: Prompt::May, source: Some(ctx.source), effect: Some(Box::new((*b).clone())) }, Cont::May(b, ctx)),
            Effect::MayPay { cost, then } => {
                if self.can_pay(&cost, &ctx) {
                    self.ask(seat, DecisionKind::YesNo { prompt: Prompt::PayCost, source: Some(ctx.source), effect: Some(Box::new((*then).clone())) }, Cont::MayPay(cost, then, ctx));
                } else {
                    self.st.last_ok = false;
                }
            }
            Effect::ChooseOne { by, options: opts } => {
                if opts.is_empty() { self.st.last_ok = false; return; }
                let kind = DecisionKind::ChooseOption { count: opts.len() as u8, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::Modes(opts.clone()) };
                self.ask(side_seat(seat, by), kind, Cont::ChooseOne(opts, ctx));
            }
            Effect::Draw { amount, up_to } => {
                let src = self.st.slot_of(ctx.source);
                let n = self.amount(&amount, seat, src);
                if up_to {
                    self.st.work.push(Work::DrawUpTo { remaining: u8::try_from(n.clamp(0, 255)).unwrap_or(0), ctx });
                    return;
                }
                let mut drew = 0;
                for _ in 0..n.max(0) {
                    if !self.draw_one(seat) { break; } // 1-3-2: as much as possible
                    drew += 1;
                }
                // 1-3-2-2: a draw of 0 cards (a count of none) is not done
                self.st.last_ok = drew > 0;
            }
            // "you and your opponent trash cards from your hands until you each have N cards"
            // (お互いは手札がN枚になるように、自身の手札を捨てる): 1-3-10, the turn player first, then
            // the other, each from their own hand
            Effect::MoveChosen { side: Side::Either, from: Pile::HandDownTo, count, filter, to, .. } => self.hand_down_to_each(seat, count, filter, to, ctx),
            Effect::MoveChosen { side, from, by, count, up_to, filter, to } => self.move_chosen(side_seat(seat, side), from, side_seat(seat, by), count, up_to, &filter, to, ctx),
            Effect::Targeted { sel, act } if sel.more.is_some() => {
                self.pick_step(act, sel, Vec::new(), ctx);
            }
            Effect::Targeted { sel, act } => {
                let c = self.select(&sel, &ctx);
                if sel.all && !c.is_empty() {
                    // "all of …": every matching card, no choice (8-4-4-3)
                    self.apply_act(&act, &c, ctx);
                    return;
                }
                if c.is_empty() || sel.count == 0 { self.st.last_ok = false; self.st.chosen.clear(); return; }
                let max = usize::from(sel.count).min(c.len());
                let min = if sel.up_to { 0 } else { max };
                if sel.what == Targetable::Chosen {
                    // "that card" / "the selected cards": every card the previous clause chose
                    self.apply_act(&act, &c, ctx);
                } else if matches!(sel.what, Targetable::This | Targetable::BattleOpponent) || (min == max && max == c.len()) {
                    self.apply_act(&act, &c[..max], ctx);
                } else {
                    self.ask_cards(seat, Prompt::Targets, &c, min, max, Some(&ctx), Cont::Act(Box::new(act), ctx));
                }
            }
            Effect::Search { look, filter, up_to, pick_to, rest, reveal } => {
                let deck = &self.st.zones[seat].deck;
                let n = usize::from(look).min(deck.len());
                let looked: Vec<u16> = deck[deck.len() - n..].iter().rev().copied().collect();
                if reveal {
                    // shown to both players
                    for &s in &looked {
                        let card = self.cref(s);
                        self.log(Event::Revealed { seat, card });
                    }
                } else {
                    let cards = looked.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                    self.log(Event::Looked { seat, cards });
                }
                let c: Vec<u16> = looked.iter().copied().filter(|&s| {
                    let d = self.def_at(s);
                    filter_matches_def(&filter, d) && match pick_to { PickTo::Play { .. } => matches!(d.kind, CardKind::Character | CardKind::Stage), _ => true }
                }).collect();
                if c.is_empty() || up_to == 0 {
                    self.st.last_ok = false;
                    self.st.work.push(Work::PlaceRest { cards: looked, to: rest, seat });
                    return;
                }
                let max = usize::from(up_to).min(c.len());
                // 11-2-1: a pick under a condition is shown even when the text says no "reveal"
                let pick_to = if pick_to == PickTo::HandUnrevealed && filter != Filter::any() { PickTo::Hand } else { pick_to };
                self.ask_cards(seat, Prompt::PickFromLook, &c, 0, max, Some(&ctx), Cont::SearchPick { looked, pick_to, rest, ctx });
            }
            Effect::Play { from, filter, up_to, rested } => {
                let z = &self.st.zones[seat];
                let pool: Vec<u16> = match from {
                    PlayFrom::Hand => z.hand.clone(),
                    PlayFrom::Trash => z.trash.clone(),
                    PlayFrom::DeckTop => z.deck.last().copied().into_iter().collect(),
                    PlayFrom::HandOrTrash => z.hand.iter().chain(z.trash.iter()).copied().collect(),
                    PlayFrom::Deck => z.deck.clone(),
                };
                if from == PlayFrom::Deck {
                    // "…, then shuffle your deck": shuffled before the pick, the rest of the deck
                    // ends in the same random order as shuffled after it (the pick is by card)
                    self.shuffle_deck(seat);
                }
                // "with a cost equal to or less than the number of DON!! cards on your field"
                let don_bound = if filter.cost_max_don { self.st.don_on_field(seat) as i32 } else { i32::MAX };
                // "a different color than the returned Character": the colours of the card the
                // previous step chose, wherever it went (its slot outlives its id); none chosen,
                // no card is of a different colour than it
                let not_colours: Vec<crate::Colour> = if filter.colour_not_chosen {
                    match self.st.chosen.first().and_then(|id| self.st.id_slot.get(id.0 as usize)) {
                        Some(&s) => self.def_at(s).colours.clone(),
                        None => { self.st.last_ok = false; return; }
                    }
                } else {
                    Vec::new()
                };
                let c: Vec<u16> = pool.into_iter().filter(|&s| {
                    let d = self.def_at(s);
                    matches!(d.kind, CardKind::Character | CardKind::Stage) && d.cost <= don_bound && filter_matches_def(&filter, d)
                        && !d.colours.iter().any(|k| not_colours.contains(k))
                        && !(self.hand_costs && self.st.obj(s).zone == Zone::Hand && self.refuses_play_by_effect(s, seat))
                }).collect();
                // 4-7-2: "cannot play" restricts playing from hand by paying the cost, not this.
                if c.is_empty() || up_to == 0 { self.st.last_ok = false; return; }
                if filter.one_each && up_to > 1 {
                    // "up to 1 each of [A], [B], and [C]": picked one at a time
                    self.play_each(seat, Vec::new(), c, filter.any_of, up_to, rested, ctx);
                    return;
                }
                let max = usize::from(up_to).min(c.len());
                self.ask_cards(seat, Prompt::CardToPlay, &c, 0, max, Some(&ctx), Cont::PlayChosen { rested, ctx });
            }
            Effect::PlayThis { rested } => match self.st.slot_of(ctx.source) {
                Some(s) if matches!(self.st.obj(s).zone, Zone::Resolving | Zone::Hand | Zone::Trash) => self.st.work.push(Work::PlayObj { slot: s, rested, ctx }),
                _ => self.st.last_ok = false,
            },
            Effect::AddDon { count, rested } => self.st.last_ok = self.add_don(seat, count, rested) > 0,
            Effect::GiveRestedDon { count, to } => {
                let c = self.select(&to, &ctx);
                if c.is_empty() || self.st.zones[seat].don_rested == 0 || count == 0 { self.st.last_ok = false; return; }
                if to.all {
                    // "Give up to 1 rested DON!! card to each of your {X} type Characters": every
                    // one gets up to `count`; when the rested DON!! cannot reach them all, the
                    // player picks the receivers
                    if usize::from(self.st.zones[seat].don_rested) >= usize::from(count) * c.len() {
                        let mut any = false;
                        for &s in &c {
                            self.give_don(s, count, true);
                            any |= self.st.last_ok;
                        }
                        self.st.last_ok = any;
                    } else {
                        let max = usize::from(self.st.zones[seat].don_rested / count).clamp(1, c.len());
                        self.ask_cards(seat, Prompt::DonReceiver, &c, 0, max, Some(&ctx), Cont::GiveDon { count, rested_only: true, ctx });
                    }
                } else if to.count > 1 {
                    // "Give up to 3 of your Characters up to 1 rested DON!! card each": the player
                    // picks the receivers, each gets up to `count` while rested DON!! remain
                    let max = usize::from(to.count).min(c.len());
                    self.ask_cards(seat, Prompt::DonReceiver, &c, 0, max, Some(&ctx), Cont::GiveDon { count, rested_only: true, ctx });
                } else if c.len() == 1 {
                    self.give_don(c[0], count, true);
                } else {
                    self.ask_cards(seat, Prompt::DonReceiver, &c, 0, 1, Some(&ctx), Cont::GiveDon { count, rested_only: true, ctx });
                }
            }
            Effect::SetDon { side, count, up_to, rested } => {
                let who = side_seat(seat, side);
                let k = if rested { self.rest_don(who, count) } else { self.set_don_active(who, count) };
                self.st.last_ok = if up_to { k > 0 } else { k == count };
            }
            Effect::ReturnDon { side, count } => match side {
                // 8-3-1-6: the player picks where each DON!! comes from
                Side::You | Side::Either => self.begin_return_don(seat, count, false, Some(ctx.source)),
                Side::Opponent => {
                    let done = self.return_don(seat.other(), count);
                    if done > 0 {
                        self.detect(seat.other(), None, |w| *w == When::DonReturned);
                    }
                    self.st.last_ok = done == count;
                }
            },
            // "… from the top of each of your and your opponent's Life cards" (お互いの): the
            // effect's player's first, then the opponent's
            Effect::MoveTop { side: Side::Either, from, count, up_to, to } => {
                self.move_top(seat, from, count, up_to, to, ctx);
                let mine = self.st.last_ok;
                self.move_top(seat.other(), from, count, up_to, to, ctx);
                self.st.last_ok |= mine;
            }
            Effect::MoveTop { side, from, count, up_to, to } => self.move_top(side_seat(seat, side), from, count, up_to, to, ctx),
            Effect::Look { side, from, count, reveal } => {
                let who = if side == Side::Opponent { seat.other() } else { seat };
                let z = &self.st.zones[who];
                let pile: &[u16] = match from {
                    Pile::Deck => &z.deck,
                    Pile::Hand => &z.hand,
                    Pile::Trash => &z.trash,
                    Pile::Life | Pile::LifeEnds => &z.life,
                    Pile::Revealed | Pile::FaceUpLife | Pile::HandOrTrash | Pile::HandShown | Pile::LifeDownTo | Pile::HandDownTo => &[],
                };
                // the top ones (the end of the pile), or all of them; from a hand the effect's
                // player cannot see, at random (3-4-3)
                let n = count.map_or(pile.len(), |n| usize::from(n).min(pile.len()));
                let slots: Vec<u16> = if from == Pile::Hand && who != seat && n < pile.len() {
                    let mut c = pile.to_vec();
                    let mut picked = Vec::with_capacity(n);
                    while picked.len() < n {
                        let i = self.st.rng.below(c.len() as u32) as usize;
                        picked.push(c.swap_remove(i));
                    }
                    picked
                } else {
                    pile[pile.len() - n..].iter().rev().copied().collect()
                };
                if reveal {
                    // shown to both players; "the revealed card" next
                    for &s in &slots {
                        let card = self.cref(s);
                        self.log(Event::Revealed { seat: who, card });
                    }
                    self.st.chosen = slots.iter().map(|&s| self.st.obj(s).id).collect();
                    self.st.revealed = self.st.chosen.first().copied();
                } else {
                    let cards = slots.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                    self.log(Event::Looked { seat, cards });
                }
                self.st.last_ok = n > 0;
            }
            Effect::TurnLifeFaceUp { count } => {
                let life = self.st.zones[seat].life.clone();
                for &s in life.iter().rev().take(usize::from(count)) {
                    if !self.st.obj(s).face_up {
                        self.st.objs[s as usize].face_up = true;
                        let cr = self.cref(s);
                        self.log(Event::LifeTurnedFaceUp { seat, card: cr });
                    }
                }
            }
            Effect::TurnLifeFaceDown { count } => {
                let life = self.st.zones[seat].life.clone();
                let n = count.map_or(life.len(), |n| usize::from(n).min(life.len()));
                for &s in life.iter().rev().take(n) {
                    if self.st.obj(s).face_up { self.turn_life_face_down(s); }
                }
            }
            Effect::DealDamage { side, count } => {
                let who = if side == Side::Opponent { seat.other() } else { seat };
                self.st.work.push(Work::Damage { seat: who, remaining: count, first: true, banish: false });
            }
            Effect::Restrict { side, what, duration } => {
                let seats: &[Seat] = match side { Side::You => &[seat], Side::Opponent => if seat == Seat::A { &[Seat::B] } else { &[Seat::A] }, Side::Either => &Seat::BOTH };
                for &s in seats { self.st.pmods.push(PlayerMod { seat: s, what, duration, controller: seat }); }
            }
            Effect::ActivateOwn(OwnAbility::Activated(timing)) => {
                let found = self.db.get(ctx.def).abilities.iter().find_map(|a| match a {
                    Ability::Activated { timing: t, effect, .. } if *t == timing => Some(effect.clone()),
                    _ => None,
                });
                match found { Some(e) => self.st.work.push(Work::Eff(Box::new(e), ctx)), None => self.st.last_ok = false }
            }
            Effect::Arrange { life: false, count: look, top_only } => {
                let deck = &self.st.zones[seat].deck;
                let n = usize::from(look).min(deck.len());
                if n == 0 { self.st.last_ok = false; return; }
                let looked: Vec<u16> = deck[deck.len() - n..].iter().rev().copied().collect();
                let cards = looked.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                self.log(Event::Looked { seat, cards });
                if top_only {
                    self.st.work.push(Work::PlaceRest { cards: looked, to: RestTo::TopAnyOrder, seat });
                    return;
                }
                self.ask_cards(seat, Prompt::ToDeckBottom, &looked, 0, n, Some(&ctx), Cont::ArrangeTop { looked: looked.clone(), seat });
            }
            Effect::ActivateOwn(OwnAbility::Auto(when)) => {
                let found = self.db.get(ctx.def).abilities.iter().find_map(|a| match a {
                    Ability::Auto { when: w, conditions, cost, effect, .. } if *w == when => Some((conditions.clone(), cost.clone(), effect.clone())),
                    _ => None,
                });
                let src = self.st.slot_of(ctx.source);
                match found {
                    Some((conds, cost, e)) if self.conds_ok(&conds, seat, src) => {
                        let e = if cost.is_empty() { e } else { Effect::MayPay { cost, then: Box::new(e) } };
                        self.st.work.push(Work::Eff(Box::new(e), ctx));
                    }
                    _ => self.st.last_ok = false,
                }
            }
            Effect::Arrange { life: true, count, .. } => {
                if count == 0 { self.st.last_ok = false; return; }
                self.ask(seat, DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::YoursOrOpponents }, Cont::ArrangeLifeSide { count, ctx });
            }
            Effect::AtEndOfTurn(e) => self.st.at_end.push((*e, ctx)),
            Effect::RestDonOrCharacter { count, filter } => {
                if count == 0 { self.st.last_ok = false; return; }
                let sel = Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { rested: Some(false), ..filter.clone() });
                let don = self.st.zones[seat.other()].don_active > 0;
                let chars = !self.select(&sel, &ctx).is_empty();
                let left = count - 1;
                let next = |g: &mut Game| if left > 0 { g.st.work.push(Work::Eff(Box::new(Effect::RestDonOrCharacter { count: left, filter: filter.clone() }), ctx)) };
                match (don, chars) {
                    (true, true) => {
                        let kind = DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::DonOrCharacter };
                        self.ask(seat, kind, Cont::DonOrCharacter { left, filter: Box::new(filter), ctx });
                    }
                    (true, false) => {
                        next(self);
                        self.st.last_ok = self.rest_don(seat.other(), 1) > 0;
                    }
                    (false, true) => {
                        next(self);
                        self.st.work.push(Work::Eff(Box::new(Effect::Targeted { sel, act: Act::Rest }), ctx));
                    }
                    (false, false) => self.st.last_ok = false,
                }
            }
            Effect::NextPlayCost { filter, by } => {
                self.st.discounts.push(crate::state::PlayDiscount { seat, filter, by });
            }
            Effect::ByHand(text) => {
                let kind = DecisionKind::ByHand { source: ctx.source, text: text.clone() };
                self.ask(seat, kind, Cont::ByHand { text, ctx });
            }
            Effect::DeclareCostReveal => {
                let kind = DecisionKind::ChooseOption { count: 11, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::Cost };
                self.ask(seat, kind, Cont::DeclareCost(ctx));
            }
            Effect::ThisToHand => match self.st.slot_of(ctx.source) {
                Some(s) if matches!(self.st.obj(s).zone, Zone::Resolving | Zone::Trash) => { self.move_obj(s, Zone::Hand, false); }
                _ => self.st.last_ok = false,
            },
            Effect::RevealTop { life } => {
                let z = &self.st.zones[seat];
                match if life { z.life.last() } else { z.deck.last() }.copied() {
                    Some(s) => {
                        let card = self.cref(s);
                        self.log(Event::Revealed { seat, card });
                        self.st.chosen = vec![self.st.obj(s).id];
                        self.st.revealed = Some(self.st.obj(s).id);
                        self.st.last_ok = true;
                    }
                    None => { self.st.chosen.clear(); self.st.revealed = None; self.st.last_ok = false; }
                }
            }
            Effect::OrderLife { side, to_deck } => {
                let who = side_seat(seat, side);
                let life: Vec<u16> = self.st.zones[who].life.iter().rev().copied().collect();
                if life.is_empty() { self.st.last_ok = false; return; }
                // seen by their owner only (11-3-1)
                let cards = life.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                self.log(Event::Looked { seat, cards });
                let n = usize::from(to_deck).min(life.len());
                if n > 0 {
                    self.ask_cards(seat, Prompt::Targets, &life, n, n, Some(&ctx), Cont::LifeToDeckTop { who, ctx });
                } else {
                    self.order_life(who, ctx);
                }
            }
            Effect::PlayChosen { rested } => match self.st.chosen.first().and_then(|&id| self.st.slot_of(id)) {
                Some(s) if self.st.obj(s).owner == seat && !self.st.obj(s).zone.is_field() => self.st.work.push(Work::PlayObj { slot: s, rested, ctx }),
                _ => self.st.last_ok = false,
            },
        }
    }

    /// [`Effect::OrderLife`]'s order: `who`'s Life cards, placed by the effect's player one on
    /// top of the other, the first picked at the bottom.
    pub(super) fn order_life(&mut self, who: Seat, ctx: Ctx) {
        let cards: Vec<u16> = self.st.zones[who].life.iter().rev().copied().collect();
        self.order_life_next(cards, ctx);
    }

    pub(super) fn order_life_next(&mut self, cards: Vec<u16>, ctx: Ctx) {
        match cards.len() {
            0 => {}
            1 => self.place_on_life(cards[0]),
            _ => self.ask_cards(ctx.controller, Prompt::NextToPlace, &cards, 1, 1, Some(&ctx), Cont::OrderLife { cards: cards.clone(), ctx }),
        }
    }

    /// A Life card put on top of its owner's Life: the same card in the same area, so not a move
    /// (no new id, no "leaves the Life" timing), with its face.
    pub(super) fn place_on_life(&mut self, slot: u16) {
        let owner = self.st.obj(slot).owner;
        let life = &mut self.st.zones[owner].life;
        if let Some(i) = life.iter().position(|&s| s == slot) {
            life.remove(i);
            life.push(slot);
        }
    }

    /// "you and your opponent trash cards from your hands until you each have N cards": 1-3-10,
    /// the turn player first, then the other, each from their own hand ([`Pile::HandDownTo`]).
    /// Out of line: rare, and kept out of the effect interpreter's hot body.
    #[cold]
    #[inline(never)]
    fn hand_down_to_each(&mut self, seat: Seat, count: u8, filter: Filter, to: Dest, ctx: Ctx) {
        let (first, second) = if seat == self.st.turn_player { (Side::You, Side::Opponent) } else { (Side::Opponent, Side::You) };
        let each = |side| Effect::MoveChosen { side, from: Pile::HandDownTo, by: side, count, up_to: false, filter: filter.clone(), to };
        self.st.work.push(Work::Eff(Box::new(each(second)), ctx));
        self.st.work.push(Work::Eff(Box::new(each(first)), ctx));
    }

    /// "until you have N cards in your hand" ([`Pile::HandDownTo`]): the cards over N, picked by
    /// the hand's owner.
    #[cold]
    #[inline(never)]
    fn hand_down_to(&mut self, who: Seat, count: u8, filter: &Filter, to: Dest, ctx: Ctx) {
        let over = self.st.zones[who].hand.len().saturating_sub(usize::from(count));
        if over == 0 { self.st.last_ok = false; return; }
        // (a count, never `Effect::ALL`'s "every card": a hand that large has no more anyway)
        let over = u8::try_from(over).unwrap_or(u8::MAX - 1);
        self.move_chosen(who, Pile::Hand, who, over, false, filter, to, ctx);
    }

    /// [`Effect::MoveChosen`]: cards of `who`'s hand or trash, picked by `by`, to `to`. A hand
    /// picked by the other player is hidden from them: the cards are taken at random.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn move_chosen(&mut self, who: Seat, from: Pile, by: Seat, count: u8, up_to: bool, filter: &Filter, to: Dest, ctx: Ctx) {
        if from == Pile::HandDownTo {
            return self.hand_down_to(who, count, filter, to, ctx);
        }
        if from == Pile::Revealed {
            // "the revealed card": no choice; gone from where it was shown (played, or on the
            // field), it is not moved
            let card = self.st.revealed.and_then(|id| self.st.slot_of(id)).filter(|&s| {
                let o = self.st.obj(s);
                o.owner == who && matches!(o.zone, Zone::Deck | Zone::Hand | Zone::Life | Zone::Trash) && filter_matches_def(filter, self.def_at(s))
            });
            match card {
                Some(s) if count > 0 => {
                    self.move_to(&[s], to, by);
                    self.st.last_ok = true;
                }
                _ => self.st.last_ok = false,
            }
            return;
        }
        let z = &self.st.zones[who];
        let (pile, more): (&[u16], &[u16]) = match from {
            Pile::Hand | Pile::HandShown => (&z.hand, &[]),
            Pile::Trash => (&z.trash, &[]),
            Pile::Deck => (&z.deck, &[]),
            Pile::Life | Pile::LifeEnds | Pile::FaceUpLife => (&z.life, &[]),
            Pile::HandOrTrash => (&z.hand, &z.trash),
            Pile::Revealed | Pile::LifeDownTo | Pile::HandDownTo => (&[], &[]),
        };
        let face_up_only = from == Pile::FaceUpLife;
        let c: Vec<u16> = pile.iter().chain(more).copied()
            .filter(|&s| (!face_up_only || self.st.obj(s).face_up) && filter_matches_def(filter, self.def_at(s)))
            .collect();
        // the cards this step moves are "that card" next ([`Counted::Done`]): none yet
        self.st.chosen.clear();
        if c.is_empty() || count == 0 { self.st.last_ok = false; return; }
        if count == Effect::ALL && !up_to {
            // "all": every matching card, no choice
            self.moved_chosen(&c, to, by);
            self.st.last_ok = true;
            return;
        }
        let max = usize::from(count).min(c.len());
        if !matches!(from, Pile::Trash | Pile::FaceUpLife) && by != who {
            // hidden from the player who picks (3-4-3): at random, with the game's seeded RNG
            let mut c = c;
            let mut picked = Vec::with_capacity(max);
            while picked.len() < max {
                let i = self.st.rng.below(c.len() as u32) as usize;
                picked.push(c.swap_remove(i));
            }
            self.moved_chosen(&picked, to, by);
            self.st.last_ok = true;
            return;
        }
        let min = if up_to { 0 } else { max };
        let prompt = match (from, to) {
            (Pile::HandShown, _) => Prompt::ToReveal,
            (Pile::Hand, Dest::Trash) => Prompt::TrashFromHand,
            (Pile::Hand, Dest::Deck { .. } | Dest::DeckTopOrBottom) => Prompt::NextToPlace,
            (_, Dest::Deck { bottom: true }) => Prompt::ToDeckBottom,
            _ => Prompt::Targets,
        };
        let cont = if from == Pile::HandShown { Cont::MoveShown { to } } else { Cont::Move { to } };
        self.ask_cards(by, prompt, &c, min, max, Some(&ctx), cont);
    }

    /// [`Effect::MoveChosen`]'s move: the cards become "that card" (`State::chosen`, so
    /// [`Counted::Done`] counts those that moved), then go to `to`.
    pub(super) fn moved_chosen(&mut self, cards: &[u16], to: Dest, seat: Seat) {
        self.st.chosen = cards.iter().map(|&s| self.st.obj(s).id).collect();
        self.move_to(cards, to, seat);
    }

    /// Moves cards (not on the field) to `to`, in order; a card turned face up in Life is
    /// shown to both players.
    pub(super) fn move_to(&mut self, cards: &[u16], to: Dest, seat: Seat) {
        if to == Dest::DeckTopOrBottom {
            // one end of the deck for all of them, asked once they are picked
            if !cards.is_empty() {
                let kind = DecisionKind::ChooseOption { count: 2, source: None, triggers: Vec::new(), options: OptionKind::DeckTopOrBottom };
                self.ask(seat, kind, Cont::ToDeckEnd { cards: cards.to_vec() });
            }
            return;
        }
        for &s in cards {
            match to {
                Dest::Hand => { self.move_obj(s, Zone::Hand, false); }
                Dest::Trash => { self.move_obj(s, Zone::Trash, false); }
                Dest::Deck { bottom } => { self.move_obj(s, Zone::Deck, bottom); }
                Dest::DeckTopOrBottom => {}
                Dest::Life { face_up } => {
                    self.move_obj(s, Zone::Life, false);
                    self.st.objs[s as usize].face_up = face_up;
                    if face_up {
                        let cr = self.cref(s);
                        self.log(Event::LifeTurnedFaceUp { seat, card: cr });
                    }
                }
            }
        }
    }

    /// [`Effect::MoveTop`]: the top cards of `who`'s deck or Life to `to`; "up to N" asks
    /// card by card (4-8 までを, 0 allowed).
    pub(super) fn move_top(&mut self, who: Seat, from: Pile, count: u8, up_to: bool, to: Dest, ctx: Ctx) {
        let seat = ctx.controller;
        if from == Pile::LifeDownTo {
            // the top cards over the `count` that stay
            let over = self.st.zones[who].life.len().saturating_sub(usize::from(count));
            if over == 0 {
                self.st.last_ok = false;
                return;
            }
            self.move_top(who, Pile::Life, u8::try_from(over).unwrap_or(u8::MAX), false, to, ctx);
            return;
        }
        if from == Pile::LifeEnds {
            // the top or the bottom Life card, picked card by card (the effect's player's own)
            let n = count.min(u8::try_from(self.st.zones[who].life.len()).unwrap_or(u8::MAX));
            let zone = match to {
                Dest::Hand => Zone::Hand,
                Dest::Trash => Zone::Trash,
                _ => {
                    self.st.last_ok = false;
                    return;
                }
            };
            if who != seat || n == 0 || (to == Dest::Hand && self.restricted(seat, PlayerRestriction::LifeToHandByEffect)) {
                self.st.last_ok = false;
                return;
            }
            self.st.last_ok = n == count;
            self.life_top_or_bottom(n, ctx, zone);
            return;
        }
        if from == Pile::Life && to == Dest::Hand && who == seat && self.restricted(seat, PlayerRestriction::LifeToHandByEffect) {
            self.st.last_ok = false;
            return;
        }
        if up_to {
            match (from, to) {
                (Pile::Deck, Dest::Life { face_up }) if who == seat => {
                    self.st.work.push(Work::ToLifeUpTo { remaining: count, face_up, added: 0, ctx });
                }
                _ => {
                    let one = Effect::MoveTop { side: if who == seat { Side::You } else { Side::Opponent }, from, count: 1, up_to: false, to };
                    for _ in 0..count {
                        self.st.work.push(Work::Eff(Box::new(Effect::May(Box::new(one.clone()))), ctx));
                    }
                }
            }
            return;
        }
        let mut moved = Vec::with_capacity(usize::from(count));
        for _ in 0..count {
            let z = &self.st.zones[who];
            let top = match from {
                Pile::Deck => z.deck.last(),
                Pile::Life => z.life.last(),
                Pile::Hand => z.hand.last(),
                Pile::Trash => z.trash.last(),
                Pile::LifeEnds | Pile::Revealed | Pile::FaceUpLife | Pile::HandOrTrash | Pile::HandShown | Pile::LifeDownTo | Pile::HandDownTo => None,
            };
            let Some(&s) = top else { break };
            self.move_to(&[s], to, who);
            moved.push(s);
        }
        self.st.last_ok = !moved.is_empty();
    }

    /// One step of a choice made in steps: the cards of `sel` not `picked` yet (with a total
    /// power left, those whose power fits it, one at a time), then the second selection ([`crate::effect::More`]);
    /// when nothing is left to choose, the act is done to all the picked cards at once.
    pub(super) fn pick_step(&mut self, act: Act, sel: Selector, picked: Vec<u16>, ctx: Ctx) {
        let mut c = self.select(&sel, &ctx);
        c.retain(|s| !picked.contains(s));
        if let Some(total) = sel.total_power_max() {
            c.retain(|&s| self.power_at(s) <= total);
        }
        if c.is_empty() || (sel.count == 0 && !sel.all) {
            match sel.also().cloned() {
                Some(next) => self.pick_step(act, next, picked, ctx),
                None if picked.is_empty() => {
                    self.st.last_ok = false;
                    self.st.chosen.clear();
                }
                None => self.apply_act(&act, &picked, ctx),
            }
            return;
        }
        // with a total, one card at a time (each pick lowers what the next may add)
        let max = if sel.total_power_max().is_some() { 1 } else { usize::from(sel.count).min(c.len()) };
        let min = if sel.up_to { 0 } else { max };
        // no choice to make ("this Character and up to 1 of …", "all of …", exactly as many as there are)
        let no_choice = matches!(sel.what, Targetable::This | Targetable::Chosen | Targetable::BattleOpponent) || sel.all || (min == max && max == c.len());
        if no_choice && sel.total_power_max().is_none() {
            // "that card" / "the selected cards": every card the previous clause chose
            let now = if sel.all || sel.what == Targetable::Chosen { c } else { c[..max].to_vec() };
            self.picked_step(act, sel, picked, &now, ctx);
            return;
        }
        // "Your opponent returns 1 of their Characters …": the opponent chooses
        let seat = if sel.by_opponent() { ctx.controller.other() } else { ctx.controller };
        self.ask_cards(seat, Prompt::Targets, &c, min, max, Some(&ctx), Cont::Pick { act: Box::new(act), sel: Box::new(sel), picked, ctx });
    }

    /// The answer to a step of [`Game::pick_step`]: `now` chosen for `sel`.
    pub(super) fn picked_step(&mut self, act: Act, mut sel: Selector, mut picked: Vec<u16>, now: &[u16], ctx: Ctx) {
        match (sel.total_power_max(), now) {
            // one more card that fits the total: the next may add what is left
            (Some(total), [s]) => {
                sel = sel.with_total_power_max(Some(total.saturating_sub(self.power_at(*s))));
                sel.count = sel.count.saturating_sub(1);
            }
            // no card (or this selection's cards all chosen at once): on to the next selection
            _ => sel.count = 0,
        }
        picked.extend_from_slice(now);
        self.pick_step(act, sel, picked, ctx);
    }

    /// One step of "Play up to 1 each of [A], [B], and [C]": the next card among `left`, or
    /// none to stop; once the player stops, `max` are picked or none is left, all the picked
    /// cards are played (in the order picked).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn play_each(&mut self, seat: Seat, picked: Vec<u16>, left: Vec<u16>, alts: Vec<Filter>, max: u8, rested: bool, ctx: Ctx) {
        if left.is_empty() || picked.len() >= usize::from(max) {
            for &s in picked.iter().rev() {
                self.st.work.push(Work::PlayObj { slot: s, rested, ctx });
            }
            self.st.last_ok = !picked.is_empty();
            return;
        }
        let step = PlayEachStep { picked, left: left.clone(), alts, max, rested, ctx };
        self.ask_cards(seat, Prompt::CardToPlay, &left, 0, 1, Some(&ctx), Cont::PlayEach(Box::new(step)));
    }

    /// The candidates of "up to 1 each of …" left once `taken` is picked: none that matches an
    /// alternative `taken` matches.
    pub(super) fn left_after(&self, left: &[u16], alts: &[Filter], taken: u16) -> Vec<u16> {
        let used: Vec<&Filter> = alts.iter().filter(|a| filter_matches_def(a, self.def_at(taken))).collect();
        left.iter().copied().filter(|&s| s != taken && !used.iter().any(|a| filter_matches_def(a, self.def_at(s)))).collect()
    }

    /// The power a base power becomes ([`Act::SetBasePowerOf`]) for `seat`'s effect: `None` when
    /// the card it names is not on the field (none chosen, no battle, not the opponent's attacker).
    fn power_of(&self, of: PowerOf, seat: Seat) -> Option<i32> {
        let slot = match of {
            PowerOf::Chosen => self.st.chosen.first().and_then(|&id| self.st.slot_of(id)),
            PowerOf::OpponentsLeader => Some(self.st.zones[seat.other()].leader),
            PowerOf::Attacker => self.st.battle.as_ref().and_then(|b| self.st.slot_of(b.attacker)).filter(|&s| self.st.obj(s).owner == seat.other()),
        }?;
        self.st.obj(slot).zone.is_field().then(|| self.power_at(slot))
    }

    /// "Change the attack target to …" (10-1-4-1): the card in `slot` becomes the card attacked,
    /// if a battle is in progress and it is a Leader or Character of the player attacked.
    fn become_attack_target(&mut self, slot: u16) {
        let o = self.st.obj(slot);
        let (id, owner, zone) = (o.id, o.owner, o.zone);
        let Some(target) = self.st.battle.as_ref().and_then(|b| self.st.slot_of(b.target)) else {
            self.st.last_ok = false;
            return;
        };
        if owner != self.st.obj(target).owner || !matches!(zone, Zone::Leader | Zone::Character) {
            self.st.last_ok = false;
            return;
        }
        if let Some(b) = self.st.battle.as_mut() {
            b.target = id;
        }
    }

    /// Apply an act to chosen cards, in the chosen order.
    pub(crate) fn apply_act(&mut self, act: &Act, slots: &[u16], ctx: Ctx) {
        self.st.last_ok = !slots.is_empty();
        // a power "for every card trashed" counts what the previous step chose: before this
        // step's cards take their place (one value for every card: it does not depend on them)
        let power = match act {
            Act::Power(a, _) => self.amount(a, ctx.controller, self.st.slot_of(ctx.source)),
            // the power named, before this step's cards become "the selected" ones
            Act::SetBasePowerOf(of, _) => match self.power_of(*of, ctx.controller) {
                Some(p) => p,
                None => {
                    self.st.last_ok = false;
                    return;
                }
            },
            _ => 0,
        };
        self.st.chosen = slots.iter().map(|&s| self.st.obj(s).id).collect();
        // K.O.s and moves off the field go through their choke points, in the chosen order.
        let mut later = Vec::new();
        for &s in slots {
            let o = self.st.obj(s);
            let id = o.id;
            let is_leader = o.zone == Zone::Leader;
            let on_field = o.zone.is_field();
            let to = match act {
                Act::ReturnToHand => Some((Zone::Hand, false)),
                Act::ToDeckBottom => Some((Zone::Deck, true)),
                Act::ToDeckTop => Some((Zone::Deck, false)),
                Act::Trash => Some((Zone::Trash, false)),
                _ => None,
            };
            match act {
                Act::Ko => later.push(Work::Ko { target: id, cause: KoCause::Effect, by: ctx.controller, used: Vec::new(), joint: slots.len() > 1 }),
                Act::Rest => {
                    // 1-3-3: an opponent's effect does not rest a card that "cannot be rested by your opponent's effects"
                    let shielded = ctx.controller != o.owner && self.prohibited(s, Prohibition::BeRestedByOpponentsEffects);
                    if !shielded && self.rest_slot(s) { self.rested_by_effect(ctx.controller, s); }
                }
                Act::SetActive => { self.set_active_slot(s); }
                Act::ReturnToHand | Act::ToDeckBottom | Act::ToDeckTop | Act::Trash if is_leader => {}
                Act::ReturnToHand | Act::ToDeckBottom | Act::ToDeckTop | Act::Trash => {
                    let (zone, bottom) = to.unwrap_or((Zone::Trash, false));
                    if on_field {
                        later.push(Work::Leave { target: id, to: zone, bottom, by: ctx.controller, used: Vec::new() });
                    } else {
                        self.move_obj(s, zone, bottom);
                    }
                }
                Act::Power(_, d) => self.add_mod(id, Modifier::Power(Amount::Fixed(power)), *d, ctx.controller),
                Act::Cost(v, d) => self.add_mod(id, Modifier::Cost(*v), *d, ctx.controller),
                Act::SetPowerZero(d) => {
                    // 4-12: −(current power) for the duration; nothing if already negative.
                    let p = self.power_at(s);
                    if p > 0 { self.add_mod(id, Modifier::Power(Amount::Fixed(-p)), *d, ctx.controller); }
                }
                Act::Grant(k, d) => self.add_mod(id, Modifier::Grant(*k), *d, ctx.controller),
                Act::Prohibit(p, d) => self.add_mod(id, Modifier::Prohibit(*p), *d, ctx.controller),
                Act::GiveActiveDon(n) => self.give_don(s, *n, false),
                Act::SetBasePower(v, d) => self.add_mod(id, Modifier::BasePower(*v), *d, ctx.controller),
                Act::SetBaseCost(v, d) => self.add_mod(id, Modifier::BaseCost(*v), *d, ctx.controller),
                Act::SetBasePowerOf(_, d) => self.add_mod(id, Modifier::BasePower(power), *d, ctx.controller),
                Act::BecomeAttackTarget => self.become_attack_target(s),
                Act::Negate(d) => self.add_mod(id, Modifier::Negated, *d, ctx.controller),
                Act::ToLifeTopOrBottom { .. } | Act::ToHandOrDeckBottom => {}
                Act::AttackActive(d) => self.add_mod(id, Modifier::AttackActive, *d, ctx.controller),
                // chosen (`self.st.chosen` above) for the next clauses, nothing done now
                Act::Select => {}
                // the receiver is the chosen card (the grammar reads one): the player picks
                // where each given DON!! comes from
                Act::GiveGivenDon(n) => {
                    if on_field {
                        self.next_given_don(self.st.obj(s).owner, *n, 0, Some(s), false, ctx);
                    }
                }
            }
        }
        if matches!(act, Act::ToHandOrDeckBottom) {
            // Characters only (a Leader stays); the player picks the ones for the bottom
            let cards: Vec<u16> = slots.iter().copied().filter(|&s| self.st.obj(s).zone == Zone::Character).collect();
            if cards.is_empty() { self.st.last_ok = false; return; }
            self.ask_cards(ctx.controller, Prompt::ToDeckBottom, &cards, 0, cards.len(), Some(&ctx), Cont::HandOrDeckBottom { cards: cards.clone(), ctx });
            return;
        }
        if let Act::ToLifeTopOrBottom { face_up, top_only } = act {
            let cards: Vec<u16> = slots.iter().copied().filter(|&s| self.st.obj(s).zone == Zone::Character).collect();
            if cards.is_empty() { self.st.last_ok = false; return; }
            if *top_only {
                self.put_in_life(cards, *face_up, false, ctx.controller);
                self.st.work.extend(later.into_iter().rev());
                return;
            }
            let kind = DecisionKind::ChooseOption { count: 2, source: Some(ctx.source), triggers: Vec::new(), options: OptionKind::TopOrBottom };
            self.ask(ctx.controller, kind, Cont::ToLifeEnd { cards, face_up: *face_up });
        }
        if matches!(act, Act::Ko) && slots.len() > 1 {
            // The K.O.s of one effect happen together: one trigger batch for all of them.
            self.next_batch();
        }
        self.st.work.extend(later.into_iter().rev());
    }
}
