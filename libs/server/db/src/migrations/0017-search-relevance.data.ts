/**
 * The search dictionary's starting set (issue 16), written once by migration 0017; staff edit it
 * afterwards (the admin issues). Each group holds terms people use for the same thing (synonyms,
 * older and everyday names, abbreviations; department aliases with the department's full name as
 * the seed has it; format names; English words): a query term that is one of them also finds the
 * others. Only true equivalents and clear abbreviations, never merely related topics. A term may be
 * in several groups (公共文化场馆 is in the groups of 博物馆 and 图书馆, which are not each other's
 * synonyms). A group whose terms no item has finds nothing: name the term the data uses.
 */
type Kind = 'synonym' | 'department' | 'format' | 'english';

/** Groups written a group per `;` or line. */
function groupsOf(kind: Kind, text: string): (readonly [Kind, string])[] {
  return text
    .split(/[;\n]/)
    .map((terms) => terms.trim())
    .filter(Boolean)
    .map((terms) => [kind, terms] as const);
}

/**
 * English words for common topics, a group per `;`: the Latin term first (it may be several words),
 * then the Chinese terms it finds. A Chinese term found only through another group is named here too
 * (museum → 公共文化场馆): groups do not chain.
 */
const ENGLISH = `
bus 公交; subway 地铁; metro 地铁; taxi 出租汽车; traffic 交通; transport 交通运输; transportation 交通运输; highway 高速公路; road 道路; port 港口; hospital 医院 医疗机构
doctor 医师; health 卫生健康; medical 医疗; vaccine 疫苗; weather 气象 天气; rain 降水; rainfall 降水; typhoon 台风; air quality 空气质量; pollution 污染
water quality 水质; environment 生态环境; school 学校; university 高等学校; education 教育; teacher 教师; tourism 旅游; travel 旅游; hotel 饭店; museum 博物馆 公共文化场馆
heritage 文化遗产; tax 纳税; loan 贷款; finance 金融; company 企业; enterprise 企业; business registration 市场主体登记; trademark 商标; food 食品; penalty 行政处罚
land 土地; housing 住房; housing fund 住房公积金; pension 养老; elderly care 养老机构; employment 就业; jobs 就业; unemployment 失业; social security 社会保险
social insurance 社会保险; agriculture 农业; farm 农场; price 价格; trade 贸易; import 进出口; export 进出口; emergency 应急; fire 消防; accident 事故; safety 安全
police 公安; statistics 统计; population 人口; procurement 政府采购; gas 燃气; policy 政策; news 新闻 动态; ride hailing 网约车; toll station 收费站; bridge 桥梁
container 集装箱; waterway 航道; freight 货运; logistics 物流; vehicle 车辆; vaccination 预防接种; immunization 预防接种; clinic 门诊; epidemic 疫情
infectious disease 传染病; medical insurance 医保; health insurance 医保; pharmacy 药店 医药机构; drugstore 药店 医药机构; physician 医师; credit 信用
guarantee 融资担保; subsidy 补助; bank 银行; insurance 保险; inclusive finance 普惠金融; tax arrears 欠税; taxpayer 纳税人; government procurement 政府采购
market regulation 市场监管; license 许可; licence 许可; permit 许可; food safety 食品安全; product quality 产品质量; spot check 抽查; special equipment 特种设备
elevator 电梯 特种设备; metrology 计量; blacklist 黑名单 经营异常名录; credit code 统一社会信用代码; legal representative 法定代表人; registered capital 注册资本
land supply 土地供应; real estate 不动产; geological hazard 地质灾害; geological disaster 地质灾害; mining rights 矿业权; surveying 测绘; mapping 测绘; map 地图 测绘
planning 规划; spatial planning 国土空间规划; farmland 农田 耕地; cropland 耕地; arable land 耕地; scenic spot 景区; scenic area 景区; tourist attraction 景区
attraction 景区; tourist 游客; visitor 游客; travel agency 旅行社; cultural relics 文物; relics 文物; cultural heritage 文化遗产
intangible cultural heritage 非物质文化遗产; library 图书馆 公共文化场馆; art gallery 美术馆 公共文化场馆; culture 文化; holiday 节假日; college 高校; kindergarten 幼儿园
preschool 学前教育; primary school 中小学校; middle school 中小学校; vocational school 职业院校; vocational college 职业院校; enrollment 招生; admission 招生
student 学生 在校生; private school 民办教育机构; training institution 培训机构; forecast 预报; weather forecast 天气预报; warning 预警; radar 雷达; temperature 气温
precipitation 降水; humidity 湿度; wind speed 风速; meteorology 气象; meteorological 气象; climate 气候; noise 噪声; surface water 地表水; emission 排放
pollutant 污染物; carbon 碳排放; carbon emission 碳排放; environmental impact assessment 环境影响评价 环评; discharge permit 排污许可证; pesticide 农药
cooperative 合作社; agricultural products 农产品; farm products 农产品; pig 生猪; minimum living allowance 最低生活保障; subsistence allowance 最低生活保障
dibao 低保 最低生活保障; unemployment insurance 失业保险; unemployment benefit 失业保险金; nursing home 养老机构; aged care 养老机构; elderly 养老
human resources 人力资源; skill certificate 职业技能等级证书; vocational skills 职业技能; social assistance 社会救助; building 建筑; construction company 建筑业企业
provident fund 公积金; property management 物业; presale 预售; pre sale 预售; qualification 资质; natural gas 天然气 燃气; hazardous chemicals 危险化学品
dangerous chemicals 危险化学品; dangerous goods 危险品 危险化学品; shelter 避难场所; emergency shelter 应急避难场所; fire safety 消防安全; production safety 安全生产
work safety 安全生产; traffic accident 交通事故; emergency supplies 应急物资; foreign trade 外贸; foreign investment 外商投资; foreign enterprise 外资企业
retail sales 零售总额; consumption 消费; e commerce 电子商务 电商; ecommerce 电子商务 电商; cross border e commerce 跨境电子商务 跨境电商; prepaid card 预付卡
gas station 加油站; petrol station 加油站; filling station 加油站; government service 政务服务; government services 政务服务; hotline 热线
administrative division 行政区划; community 社区; electronic license 电子证照; statistical bulletin 统计公报; complaint 诉求; dataset 数据集; big data 大数据
open data 开放数据 数据开放; public data 公共数据; report 报告
`;

export const STARTER_DICTIONARY: ReadonlyArray<readonly [kind: Kind, terms: string]> = [
  // Social security, employment, civil affairs
  ['synonym', '社保 社会保险'],
  ['synonym', '社保卡 社会保障卡'],
  ['synonym', '低保 最低生活保障 低保户 低保金'],
  ['synonym', '失业金 失业保险金 失业救济金 失业救济'],
  ['synonym', '养老金 基本养老金 退休金'],
  ['synonym', '养老院 养老机构 敬老院 福利院 老人院'],
  ['synonym', '就业 找工作 求职 招聘'],
  ['synonym', '技能证书 职业技能等级证书 职业资格证书'],
  ['synonym', '人力资源 人才服务 职业介绍'],
  ['synonym', '职业中介 职业介绍所 职业介绍机构 人才中介 人力资源服务机构'],
  ['synonym', '困难人员 就业困难人员'],
  ['synonym', '救助 社会救助'],
  ['synonym', '参保 参加社会保险'],
  ['synonym', '残疾人 残障人士'],
  // Health
  ['synonym', '医院 医疗机构'],
  ['synonym', '诊所 卫生院 社区卫生服务中心 基层医疗卫生机构 医疗机构'],
  ['synonym', '社区医院 社区卫生服务中心 基层医疗卫生机构'],
  ['synonym', '医生 医师 执业医师 大夫'],
  ['synonym', '医保 医疗保障 医疗保险'],
  ['synonym', '药店 药房 零售药店 医药机构'],
  ['synonym', '医保定点机构 医保定点医药机构 定点医药机构'],
  ['synonym', '打疫苗 打预防针 疫苗接种 预防接种 接种'],
  ['synonym', '接种点 接种门诊'],
  ['synonym', '病床 床位'],
  ['synonym', '疫情 传染病'],
  ['synonym', '看病价格 医疗服务价格 医疗收费'],
  ['synonym', '门诊量 就诊人次 诊疗人次'],
  ['synonym', '住院天数 住院日'],
  // Transport
  ['synonym', '出租车 出租汽车 的士 计程车 巡游出租车 巡游车'],
  ['synonym', '网约车 网络预约出租汽车 网络预约出租车 网约出租车'],
  ['synonym', '公交 公共交通 公交车 公共汽车'],
  ['synonym', '地铁 轨道交通 城市轨道交通'],
  ['synonym', '高速 高速公路'],
  ['synonym', '车流量 通行量 交通流量'],
  ['synonym', '长途汽车 客运班线 长途客运 长途大巴 班车'],
  ['synonym', '码头 港口'],
  ['synonym', '航道 内河航道 水路'],
  ['synonym', '车祸 交通事故 交通意外'],
  ['synonym', '驾照 驾驶证 机动车驾驶证'],
  ['synonym', '车牌 车牌号码 号牌'],
  ['synonym', '违章 交通违法'],
  ['synonym', '货运 物流'],
  ['synonym', '路况 通行态势'],
  ['synonym', '堵车 交通拥堵'],
  ['synonym', '交警 交通警察'],
  ['synonym', '车管所 车辆管理所'],
  // Market, enterprises, finance, tax
  ['synonym', '企业登记 工商登记 市场主体登记 工商注册 企业注册 公司注册 公司登记 注册公司'],
  ['synonym', '营业执照 市场主体登记'],
  ['synonym', '公司 企业 市场主体'],
  ['synonym', '名单 名录 清单'],
  ['synonym', '黑名单 失信名单 经营异常名录 严重违法失信'],
  ['synonym', '罚款 行政处罚 处罚决定'],
  ['synonym', '处罚决定书 行政处罚决定书'],
  ['synonym', '抽检 抽查 监督抽查'],
  ['synonym', '商标 注册商标'],
  ['synonym', '电梯 特种设备'],
  ['synonym', '锅炉 特种设备'],
  ['synonym', '起重机械 特种设备'],
  ['synonym', '压力容器 特种设备'],
  ['synonym', '食品许可 食品生产许可'],
  ['synonym', 'sc证 食品生产许可证'],
  ['synonym', '计量 计量器具'],
  ['synonym', '强检 强制检定'],
  ['synonym', '个体户 个体工商户'],
  ['synonym', '纳税 缴税 税务'],
  ['synonym', '欠税 欠缴税款'],
  ['synonym', '小贷 小额贷款'],
  ['synonym', '担保 融资担保'],
  ['synonym', '担保公司 融资担保机构 融资担保公司'],
  ['synonym', '政采 政府采购'],
  ['synonym', '补贴 补助'],
  ['synonym', '信用代码 统一社会信用代码'],
  ['synonym', '法人 法定代表人'],
  ['synonym', '外企 外资企业 外商投资企业'],
  ['synonym', '外资 外商投资'],
  ['synonym', '外贸 进出口 对外贸易'],
  ['synonym', '电商 电子商务'],
  ['synonym', '跨境电商 跨境电子商务'],
  ['synonym', '综试区 综合试验区'],
  ['synonym', '跨境电商综试区 跨境电子商务综合试验区'],
  ['synonym', '社零 社会消费品零售总额 消费品零售'],
  ['synonym', '预付卡 单用途预付卡 储值卡'],
  ['synonym', '金融网点 普惠金融服务站点'],
  ['synonym', '加油站 成品油零售'],
  ['synonym', '化学危险品 危险化学品'],
  // Weather, environment, resources, agriculture
  ['synonym', '天气 气象'],
  ['synonym', '天气预报 城镇天气预报'],
  ['synonym', '下雨 降雨 降水'],
  ['synonym', '雨量 降雨量 降水量'],
  ['synonym', '温度 气温'],
  ['synonym', '逐小时 每小时 逐时'],
  ['synonym', '农气 农业气象'],
  ['synonym', '雷达图 雷达拼图'],
  ['synonym', '台风 热带气旋'],
  ['synonym', '预警 预警信号'],
  ['synonym', '空气 空气质量 雾霾 大气环境'],
  ['synonym', 'aqi 空气质量指数'],
  ['synonym', '水质 水环境 地表水'],
  ['synonym', '河流 地表水'],
  ['synonym', '湖泊 地表水'],
  ['synonym', '噪音 噪声'],
  ['synonym', '环评 环境影响评价'],
  ['synonym', '排污 排放污染物'],
  ['synonym', '排污证 排污许可证'],
  ['synonym', '污染企业 排污单位'],
  ['synonym', '重点污染源 重点排污单位'],
  ['synonym', '碳排放 温室气体排放'],
  ['synonym', '地灾 地质灾害'],
  ['synonym', '土地出让 土地供应 建设用地供应 供地 卖地'],
  ['synonym', '房产登记 不动产登记 房屋登记'],
  ['synonym', '房产证 不动产权证 不动产权证书 不动产登记'],
  ['synonym', '土地利用总体规划 土地利用规划 土地规划 国土空间规划'],
  ['synonym', '城乡规划 国土空间规划'],
  ['synonym', '多规合一 国土空间规划'],
  ['synonym', '地图 测绘'],
  ['synonym', '采矿权 矿业权'],
  ['synonym', '矿权 矿业权'],
  ['synonym', '采矿 采矿业 矿业'],
  ['synonym', '地块 宗地'],
  ['synonym', '农田 耕地'],
  ['synonym', '菜价 蔬菜价格 农产品价格'],
  ['synonym', '物价 价格'],
  ['synonym', '猪肉 生猪'],
  ['synonym', '养猪 生猪养殖 生猪'],
  ['synonym', '合作社 农民专业合作社 农民合作社 农业合作社'],
  ['synonym', '农残 农药残留 农产品质量安全'],
  // Housing and construction
  ['synonym', '公积金 住房公积金'],
  ['synonym', '房价 商品房'],
  ['synonym', '楼盘 商品房'],
  ['synonym', '预售证 预售许可'],
  ['synonym', '物业 物业服务'],
  ['synonym', '物业公司 物业服务企业'],
  ['synonym', '燃气 天然气 煤气'],
  ['synonym', '竣工 竣工验收'],
  ['synonym', '资质 企业资质'],
  ['synonym', '项目审批 工程建设项目审批'],
  // Safety and emergencies
  ['synonym', '危化品 危险化学品 危险品'],
  ['synonym', '避难所 应急避难场所'],
  ['synonym', '消防 防火'],
  ['synonym', '安全生产 安监'],
  ['synonym', '物资储备 应急物资'],
  // Culture, tourism, education
  ['synonym', '景区 景点 旅游景区 风景区 旅游景点 风景名胜区'],
  ['synonym', 'a级景区 a级旅游景区'],
  ['synonym', '黄金周 节假日'],
  ['synonym', '酒店 饭店 宾馆'],
  ['synonym', '客流 游客量 人流量 游客人数 游客数量 旅游人数'],
  ['synonym', '非遗 非物质文化遗产'],
  ['synonym', '文物 文物保护单位 古迹'],
  ['synonym', '文保单位 文物保护单位'],
  ['synonym', '博物馆 公共文化场馆'],
  ['synonym', '图书馆 公共文化场馆'],
  ['synonym', '文化馆 公共文化场馆'],
  ['synonym', '美术馆 公共文化场馆'],
  ['synonym', '大学 高校 高等学校 高等院校'],
  ['synonym', '中小学 中小学校'],
  ['synonym', '中学 中小学校'],
  ['synonym', '初中 中小学校'],
  ['synonym', '高中 中小学校'],
  ['synonym', '幼儿园 学前教育'],
  ['synonym', '职校 职业院校 职业学校'],
  ['synonym', '培训机构 民办教育机构'],
  ['synonym', '民办学校 民办教育机构'],
  ['synonym', '招生 入学'],
  ['synonym', '老师 教师'],
  ['synonym', '教师资格证 教师资格'],
  // Government data in general
  ['synonym', '统计 统计数据 统计年鉴'],
  ['synonym', '统计公报 国民经济和社会发展统计公报'],
  ['synonym', '12345 12345热线 市长热线 市民热线 政务服务热线 政务服务便民热线 便民热线 政务热线'],
  ['synonym', '政策 政策文件'],
  ['synonym', '数据产品 数据服务'],
  // Department aliases: full name, short name, everyday names (the full name finds the department's data)
  ['department', '江苏省交通运输厅 省交通运输厅 交通运输厅 省交通厅 交通厅 交通局 交通运输局 市交通局 交通部门 交通运输部门'],
  [
    'department',
    '江苏省卫生健康委员会 省卫生健康委 卫生健康委 省卫健委 卫健委 卫生厅 卫计委 卫生计生委 卫生健康委员会 卫生和计划生育委员会 卫生局 卫健局 卫生健康局 卫生部门 卫健部门',
  ],
  [
    'department',
    '江苏省市场监督管理局 省市场监管局 市场监督管理局 市场监管局 市监局 工商局 质监局 工商行政管理局 质量技术监督局 食品药品监督管理局 食药监局 市场监管部门',
  ],
  [
    'department',
    '江苏省自然资源厅 省自然资源厅 自然资源厅 国土厅 国土资源厅 国土局 国土资源局 自然资源局 自然资源和规划局 规划和自然资源局 自规局 规划局 测绘局 自然资源部门 国土部门',
  ],
  [
    'department',
    '江苏省文化和旅游厅 省文化和旅游厅 文化和旅游厅 文旅厅 旅游局 文旅局 文化和旅游局 文化广电和旅游局 文广旅局 文化厅 文化局 旅游委 文旅部门 旅游部门',
  ],
  ['department', '江苏省教育厅 省教育厅 教育厅 教育局 教委 教育委员会 教育部门'],
  ['department', '江苏省气象局 省气象局 气象局 气象台 气象部门'],
  [
    'department',
    '江苏省人力资源和社会保障厅 省人力资源社会保障厅 人力资源社会保障厅 人社厅 省人社厅 劳动局 人社局 人力资源和社会保障局 人力资源社会保障局 劳动保障厅 劳动和社会保障厅 劳动保障局 人事厅 人事局 人社部门',
  ],
  ['department', '江苏省生态环境厅 省生态环境厅 生态环境厅 环保厅 环保局 环境保护厅 生态环境局 环境保护局 环保部门 生态环境部门'],
  ['department', '江苏省农业农村厅 省农业农村厅 农业农村厅 农业厅 农委 农业农村局 农业局 农业委员会 农业部门 农业农村部门'],
  ['department', '江苏省公安厅 省公安厅 公安厅 公安局 公安部门 公安机关'],
  ['department', '江苏省民政厅 省民政厅 民政厅 民政局 民政部门'],
  ['department', '江苏省住房和城乡建设厅 省住房城乡建设厅 住房城乡建设厅 住建厅 建设厅 住建局 住房和城乡建设局 住房城乡建设局 建设局 建委 建设委员会 住建部门'],
  ['department', '江苏省水利厅 省水利厅 水利厅 水利局 水务局 水利部门'],
  ['department', '江苏省商务厅 省商务厅 商务厅 商务局 外经贸厅 对外贸易经济合作厅 商务部门'],
  ['department', '江苏省财政厅 省财政厅 财政厅 财政局 财政部门'],
  ['department', '江苏省统计局 省统计局 统计局 统计部门'],
  ['department', '江苏省医疗保障局 省医保局 医疗保障局 医保局 医保中心 医疗保险中心 医疗保险基金管理中心 医保部门'],
  ['department', '江苏省地方金融监督管理局 省地方金融监管局 地方金融监管局 金融监管局 金融办 金融局 地方金融管理局 金融工作办公室 金融工作局'],
  ['department', '江苏省数据局 省数据局 数据局 大数据局 大数据管理局 数据管理局 数据资源管理局'],
  ['department', '江苏省应急管理厅 省应急管理厅 应急管理厅 应急厅 安监局 应急管理局 应急局 安全生产监督管理局 应急部门'],
  ['department', '国家税务总局江苏省税务局 省税务局 税务局 国税局 地税局 国家税务局 地方税务局 税务部门'],
  // Formats
  ['format', 'api 接口 数据接口 应用程序接口 api接口 接口服务 webservice'],
  ['format', 'xlsx excel xls 表格 电子表格 excel表格 excel文件 xlsx格式'],
  ['format', 'csv 逗号分隔 csv文件 csv格式'],
  ['format', 'json json格式 json文件'],
  ['format', 'xml xml格式 xml文件'],
  ['format', 'pdf 文档 pdf文件 pdf格式 pdf文档'],
  // English for common topics (ENGLISH below)
  ...groupsOf('english', ENGLISH),
];
